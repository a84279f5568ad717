import { values } from '../../content/generated/home';
import { fillTokens, usePublicConfig } from '../../public-config';
import { FeatureGrid } from './FeatureGrid';

export function ValueProps() {
  const config = usePublicConfig();
  return (
    <section className="section home-value" aria-labelledby="home-value-title">
      <div className="container">
        <header className="home-section-head">
          <h2 id="home-value-title">{fillTokens(values.heading, config)}</h2>
          <p className="lede">{fillTokens(values.lede, config)}</p>
        </header>
        <FeatureGrid items={values.items} className="home-features--values" />
      </div>
    </section>
  );
}
