import { event } from '../../content/generated/event';
import { fillTokens, usePublicConfig } from '../../public-config';
import { EventCarousel } from './EventCarousel';

/** The carousel as an island: its content comes from the content module, so it takes no props and its marker stays small. */
export function EventCarouselIsland() {
  const config = usePublicConfig();
  return <EventCarousel copy={event.carousel} slides={event.slides} fill={(text) => fillTokens(text, config)} />;
}
