import { CtaBand } from '../../components/CtaBand';
import { ctaBand } from '../../content/home';

export function HomeCtaBand() {
  return (
    <div className="container home-cta">
      <CtaBand heading={ctaBand.heading} text={ctaBand.text} />
    </div>
  );
}
