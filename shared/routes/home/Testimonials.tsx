import { testimonials as section } from '../../content/generated/home';
import { fillSlots } from '../../format/fill-slots';
import { fillTokens, usePublicConfig } from '../../public-config';
import { StarRating } from './StarRating';

export function Testimonials() {
  const config = usePublicConfig();
  return (
    <section className="section" aria-labelledby="home-testimonials-title">
      <div className="container">
        <header className="home-section-head">
          <h2 id="home-testimonials-title">{section.heading}</h2>
          <p className="lede">{fillTokens(section.lede, config)}</p>
        </header>
        <ul className="home-quotes">
          {section.items.map((t) => (
            <li key={t.author} className="home-quote">
              <figure>
                <StarRating rating={t.rating} />
                <blockquote className="home-quote__text">
                  <p>{fillTokens(t.text, config)}</p>
                </blockquote>
                <figcaption className="home-quote__by">
                  <strong>{t.author}</strong>
                  <span>{t.company}</span>
                  <span className="home-quote__source">{fillSlots(section.via, { source: t.source })}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
