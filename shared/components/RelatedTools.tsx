import { useId } from 'react';
import { related, tools } from '../content/generated/tools';
import { toolsByIds } from '../tools/related-tools';
import { Icon } from './Icon';
import { Link } from './links';

/**
 * The tools a page offers its reader (an article's or a post's front matter
 * `tools`, a service page's, pricing's), as a named region of cards from
 * content/tools.yaml: each card's title is its one link, stretched over the
 * card so the whole card is the tap target.
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
        {cards.map((tool) => (
          <li key={tool.path} className="related-tool">
            <Icon name={tool.icon} className="related-tool__icon" />
            <div>
              <h3 className="related-tool__title">
                <Link to={tool.path} className="related-tool__link">
                  {tool.title}
                </Link>
              </h3>
              <p className="related-tool__text">{tool.description}</p>
              <p className="related-tool__more" aria-hidden="true">
                {`${tool.linkText}\u00a0→`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
