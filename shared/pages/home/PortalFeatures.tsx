import { accountantPitch, portalFeatures, portalSection } from '../../content/home';
import { Icon } from '../../components/Icon';

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
        <ul className="home-features">
          {portalFeatures.map((feature) => (
            <li key={feature.title} className="home-feature">
              <Icon name={feature.icon} className="home-feature__icon" />
              <h3 className="home-feature__title">{feature.title}</h3>
              <p className="home-feature__text">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
