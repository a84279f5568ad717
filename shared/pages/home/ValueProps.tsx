import { valueProps, valueSection } from '../../content/home';
import { fillTokens, usePublicConfig } from '../../public-config';
import { FeatureGrid } from './FeatureGrid';

export function ValueProps() {
  const config = usePublicConfig();
  return (
    <section className="section home-value" aria-labelledby="home-value-title">
      <div className="container">
        <header className="home-section-head">
          <h2 id="home-value-title">{fillTokens(valueSection.heading, config)}</h2>
          <p className="lede">{fillTokens(valueSection.lede, config)}</p>
        </header>
        <FeatureGrid items={valueProps} className="home-features--values" />
      </div>
    </section>
  );
}
