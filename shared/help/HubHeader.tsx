import { Breadcrumbs } from '../components/Breadcrumbs';
import type { HubIntro } from '../content/types';
import { hubTrail } from './hub-meta';

export function HubHeader({ intro, path }: { intro: HubIntro; path: string }) {
  const [helpCenter] = hubTrail(intro, path);
  return (
    <header className="help-intro">
      <Breadcrumbs items={[helpCenter, { name: intro.heading }]} />
      <h1>{intro.heading}</h1>
      <p className="lede">{intro.lede}</p>
    </header>
  );
}
