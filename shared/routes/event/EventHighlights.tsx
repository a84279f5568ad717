import type { Highlight } from '../../content/types';
import { Icon } from '../../components/Icon';

export function EventHighlights({ heading, highlights, fill }: { heading: string; highlights: Highlight[]; fill: (text: string) => string }) {
  return (
    <section className="container event-highlights" aria-labelledby="event-highlights-heading">
      <h2 id="event-highlights-heading">{heading}</h2>
      <ul className="event-cards">
        {highlights.map((h) => (
          <li key={h.title} className="event-card">
            <Icon name={h.icon} size={28} className="event-card__icon" />
            <h3 className="event-card__title">{fill(h.title)}</h3>
            <p>{fill(h.description)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
