import { apps as integratedApps, heading, pauseLogos } from '../../content/generated/apps';
import { AppLogo } from '../home/AppLogo';

function LogoList({ hidden }: { hidden?: boolean }) {
  return (
    <ul className="pricing-marquee__list" aria-hidden={hidden ? true : undefined}>
      {integratedApps.map((app) => (
        <li key={app.name}>
          <AppLogo app={app} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The app logos drifting sideways. The second copy only closes the loop, so it
 * is hidden from assistive technology. The pause control is a checkbox styled
 * by CSS (no JavaScript needed); hover and keyboard focus pause too, and
 * reduced motion shows a still, wrapped row instead.
 */
export function LogoMarquee() {
  return (
    <section className="pricing-logos" aria-labelledby="pricing-logos-title">
      <h2 id="pricing-logos-title" className="pricing-logos__title">
        {heading}
      </h2>
      <input type="checkbox" id="pricing-marquee-pause" className="pricing-marquee__pause" />
      <label htmlFor="pricing-marquee-pause" className="pricing-marquee__pause-label">
        {pauseLogos}
      </label>
      <div className="pricing-marquee">
        <div className="pricing-marquee__track">
          <LogoList />
          <LogoList hidden />
        </div>
      </div>
    </section>
  );
}
