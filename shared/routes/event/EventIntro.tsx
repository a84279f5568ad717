import type { EventContent } from '../../content/types';
import { Icon } from '../../components/Icon';

/** Name, when and where, and what the afternoon covered. */
export function EventIntro({ event, fill }: { event: EventContent; fill: (text: string) => string }) {
  return (
    <>
      <header className="event-hero">
        <div className="container">
          <p className="eyebrow">{event.eyebrow}</p>
          <h1>{event.name}</h1>
          <dl className="event-facts">
            <div>
              <dt>
                <Icon name="calendar" size={20} />
                {event.labels.date}
              </dt>
              <dd>
                <time dateTime={event.startDate}>{event.dateLabel}</time>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="globe" size={20} />
                {event.labels.city}
              </dt>
              <dd>{event.city}</dd>
            </div>
            <div>
              <dt>
                <Icon name="building" size={20} />
                {event.labels.venue}
              </dt>
              <dd>{event.venue}</dd>
            </div>
          </dl>
          <p className="lede">{fill(event.intro)}</p>
        </div>
      </header>
      <section className="container section event-about" aria-labelledby="event-about-heading">
        <h2 id="event-about-heading">{event.aboutHeading}</h2>
        <div className="event-about__text">
          {event.about.map((p) => (
            <p key={p}>{fill(p)}</p>
          ))}
        </div>
      </section>
    </>
  );
}
