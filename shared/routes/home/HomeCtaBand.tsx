import { CtaBand } from '../../components/CtaBand';
import { cta as ctaBand } from '../../content/generated/home';

export function HomeCtaBand() {
  return (
    <div className="container home-cta">
      <CtaBand heading={ctaBand.heading} text={ctaBand.text} />
    </div>
  );
}
