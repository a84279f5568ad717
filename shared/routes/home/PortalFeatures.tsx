import { accountant as accountantPitch, portal } from '../../content/generated/home';
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
          <h2 id="home-portal-title">{portal.heading}</h2>
          <p className="lede">{portal.lede}</p>
        </header>
        <FeatureGrid items={portal.features} />
      </div>
    </section>
  );
}
