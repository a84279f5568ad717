import { Link } from '../../components/links';
import { Icon } from '../../components/Icon';
import { topics } from '../../content/generated/help';
import { fillSlots } from '../../format/fill-slots';
import type { HelpData } from './help-data';

function countLabel(counts: HelpData['counts'], sections: readonly string[]): string | null {
  if (!counts) return null;
  const total = sections.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return fillSlots(total === 1 ? topics.articleCount.one : topics.articleCount.many, { count: String(total) });
}

/** The three hubs; each card is one link (its title), stretched over the card by CSS. */
export function HubCards({ counts }: { counts: HelpData['counts'] }) {
  return (
    <section className="help-topics" aria-labelledby="help-topics-heading">
      <h2 id="help-topics-heading">{topics.heading}</h2>
      <ul className="help-cards">
        {topics.cards.map((card) => {
          const count = countLabel(counts, card.sections);
          return (
            <li key={card.path} className="help-card">
              <Icon name={card.icon} className="help-card__icon" />
              <h3 className="help-card__title">
                <Link to={card.path} className="help-card__link">
                  {card.title}
                </Link>
              </h3>
              <p className="help-card__text">{card.description}</p>
              {count ? <p className="help-card__count">{count}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
