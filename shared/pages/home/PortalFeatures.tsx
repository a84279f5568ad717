import { accountantPitch, portalFeatures, portalSection } from '../../content/home';
import { Icon } from '../../components/Icon';
import { FeatureGrid } from './FeatureGrid';

export function PortalFeatures() {
  return (
    <section className="section home-portal" aria-labelledby="home-portal-title">
      <div className="container">
        <div className="home-pitch">
          <Icon name="users" size={32} className="home-pitch__icon" />
          <div>
            <h2 className="home-pitch__title">{accountantPitch.heading}</h2>
            <p className="home-pitch__text">{accountantPitch.text}</p>
          </div>
        </div>
        <header className="home-section-head">
          <h2 id="home-portal-title">{portalSection.heading}</h2>
          <p className="lede">{portalSection.lede}</p>
        </header>
        <FeatureGrid items={portalFeatures} />
      </div>
    </section>
  );
}
