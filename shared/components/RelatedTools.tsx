import { useId } from 'react';
import { related, tools } from '../content/generated/tools';
import { toolsByIds } from '../tools/related-tools';
import { Icon } from './Icon';
import { Link } from './links';

/**
 * The tools a page offers its reader (an article's or a post's front matter
 * `tools`, a service page's, pricing's), as a named region of cards from
 * content/tools.yaml. Each card's text is its one link, named by the title and
 * described by the description, and stretched over the card so the whole card
 * is the tap target. The link's own box holds the text, not only the title, so a
 * checker that measures the element (axe's target size) sees a target of the
 * card's height even when the sticky header covers part of it.
 */
export function RelatedTools({ ids, heading, className }: { ids: readonly string[]; heading?: string; className?: string }) {
  const headingId = useId();
  const cards = toolsByIds(tools, ids);
  if (!cards.length) return null;
  return (
    <section className={className ? `related-tools ${className}` : 'related-tools'} aria-labelledby={headingId}>
      <h2 id={headingId} className="related-tools__heading">
        {heading ?? (cards.length === 1 ? related.one : related.many)}
      </h2>
      <ul className="related-tools__list">
        {cards.map((tool, index) => (
          <li key={tool.path} className="related-tool">
            <Icon name={tool.icon} className="related-tool__icon" />
            <Link to={tool.path} className="related-tool__link" aria-labelledby={`${headingId}-${index}-title`} aria-describedby={`${headingId}-${index}-text`}>
              <h3 id={`${headingId}-${index}-title`} className="related-tool__title">
                {tool.title}
              </h3>
              <p id={`${headingId}-${index}-text`} className="related-tool__text">
                {tool.description}
              </p>
              <p className="related-tool__more" aria-hidden="true">
                {`${tool.linkText}\u00a0→`}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
