import { Link } from '../../components/links';
import { serviceCards } from '../../content/generated/home';
import { Icon } from '../../components/Icon';
import { inServiceOrder } from '../../site-paths';

export function ServiceCards() {
  return (
    <section className="section" aria-labelledby="home-services-title">
      <div className="container">
        <header className="home-section-head">
          <h2 id="home-services-title">{serviceCards.heading}</h2>
          <p className="lede">{serviceCards.lede}</p>
        </header>
        <ul className="home-services">
          {inServiceOrder(serviceCards.cards, (card) => card.link).map((card) => (
            <li key={card.link} className="home-card">
              <Icon name={card.icon} className="home-card__icon" />
              <h3 className="home-card__title">{card.title}</h3>
              <p className="home-card__text">{card.description}</p>
              <Link to={card.link} className="home-card__link">
                {card.linkText} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
