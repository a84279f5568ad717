import { figures } from '../../content/generated/franchise-tax';
import { formatLongDate } from '../../format/long-date';
import { secondary } from '../../content/generated/tools';

/**
 * Every Delaware figure the estimate uses, with the day it was last confirmed
 * and the page that states it: a list, each figure its own item, so it reads
 * as well on a phone as on a desktop (a four-column table of long labels does not).
 */
export function FiguresList() {
  return (
    <section className="tool-figures" aria-labelledby="ft-figures-heading">
      <h2 id="ft-figures-heading">{figures.heading}</h2>
      <p>{figures.lede}</p>
      <ul className="tool-figure-list">
        {Object.values(figures.items).map((figure) => (
          <li key={figure.fact} className="tool-figure">
            <span className="tool-figure__label">{figure.label}</span>
            <span className="tool-figure__value">{figure.display}</span>
            <span className="tool-figure__meta">
              {figures.asOf}: {formatLongDate(figure.asOf)} · {figures.source}:{' '}
              <a href={figure.source} rel="noopener">
                {figure.source.replace(/^https:\/\//, '')}
              </a>
              {figure.sourceKind === 'secondary' ? ` (${secondary})` : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
