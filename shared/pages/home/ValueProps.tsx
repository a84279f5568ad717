import { valueProps, valueSection } from '../../content/home';
import { fillTokens, usePublicConfig } from '../../public-config';
import { Icon } from '../../components/Icon';

export function ValueProps() {
  const config = usePublicConfig();
  return (
    <section className="section home-value" aria-labelledby="home-value-title">
      <div className="container">
        <header className="home-section-head">
          <h2 id="home-value-title">{fillTokens(valueSection.heading, config)}</h2>
          <p className="lede">{fillTokens(valueSection.lede, config)}</p>
        </header>
        <ul className="home-features home-features--values">
          {valueProps.map((prop) => (
            <li key={prop.title} className="home-feature">
              <Icon name={prop.icon} className="home-feature__icon" />
              <h3 className="home-feature__title">{prop.title}</h3>
              <p className="home-feature__text">{prop.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
