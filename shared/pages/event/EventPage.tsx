import { Link } from '../../components/links';
import { event } from '../../content/event';
import { fillTokens, usePublicConfig } from '../../public-config';
import { pageTitle } from '../../meta/build-head';
import { eventJsonLd } from '../../meta/json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { GetInTouchLink } from '../../components/layout/GetInTouchLink';
import { EventIntro } from './EventIntro';
import { EventHighlights } from './EventHighlights';
import { EventCarousel } from './EventCarousel';
import { EventGallery } from './EventGallery';
import { EventTestimonial } from './EventTestimonial';
import { paths, servicePath } from '../../site-paths';

export const handle: RouteHandle = {
  meta: ({ config }) => ({
    title: pageTitle(`US Incorporation & Zoho Books Event, ${event.city}`, config),
    description: fillTokens(event.metaDescription, config),
    path: paths.event,
    jsonLd: [eventJsonLd(event, config)],
  }),
};

export function Component() {
  const config = usePublicConfig();
  const fill = (text: string) => fillTokens(text, config);
  return (
    <>
      <EventIntro event={event} fill={fill} />
      <EventHighlights highlights={event.highlights} fill={fill} />
      <EventCarousel slides={event.slides} fill={fill} />
      <EventGallery photos={event.photos} />
      <EventTestimonial testimonial={event.testimonial} fill={fill} />
      <section className="container event-next" aria-labelledby="event-next-heading">
        <h2 id="event-next-heading">Missed the meetup?</h2>
        <div className="event-next__actions">
          <GetInTouchLink className="button button--primary" />
          <Link to={servicePath('Zoho Advisory')} className="button button--ghost">
            Zoho Advisory
          </Link>
        </div>
      </section>
    </>
  );
}
