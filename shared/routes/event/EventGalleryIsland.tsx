import { event } from '../../content/generated/event';
import { EventGallery } from './EventGallery';

/** The photo grid and its lightbox as an island; each photo is a link to its image until it hydrates. */
export function EventGalleryIsland() {
  return <EventGallery copy={event.gallery} viewer={event.lightbox} photos={event.photos} />;
}
