import { Link } from '../../components/links';
import { event } from '../../content/generated/event';
import { fillTokens, usePublicConfig } from '../../public-config';
import { pageTitle } from '../../meta/build-head';
import { eventJsonLd } from '../../meta/json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { GetInTouchLink } from '../../components/layout/GetInTouchLink';
import { EventIntro } from './EventIntro';
import { EventHighlights } from './EventHighlights';
import { EventCarouselIsland } from './EventCarouselIsland';
import { EventGalleryIsland } from './EventGalleryIsland';
import { Island } from '../../islands/Island';
import { EventTestimonial } from './EventTestimonial';
import { paths } from '../../site-paths';
import { serviceNames } from '../../content/generated/site';

export const handle: RouteHandle = {
  sheet: 'services',
  meta: ({ config }) => ({
    title: pageTitle(event.metaTitle, config),
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
      <EventHighlights heading={event.highlightsHeading} highlights={event.highlights} fill={fill} />
      <Island name="event-carousel" component={EventCarouselIsland} props={{}} load="idle" />
      <Island name="event-gallery" component={EventGalleryIsland} props={{}} load="idle" />
      <EventTestimonial heading={event.testimonialHeading} testimonial={event.testimonial} fill={fill} />
      <section className="container event-next" aria-labelledby="event-next-heading">
        <h2 id="event-next-heading">{event.nextHeading}</h2>
        <div className="event-next__actions">
          <GetInTouchLink className="button button--primary" />
          <Link to={event.nextService} className="button button--ghost">
            {serviceNames[event.nextService]}
          </Link>
        </div>
      </section>
    </>
  );
}
