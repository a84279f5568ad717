import { useRef, useState } from 'react';
import type { EventContent, EventPhoto } from '../../content/types';
import { fillSlots } from '../../format/fill-slots';
import { isPlainClick } from '../../components/links';
import { EventPicture } from './EventPicture';
import { Lightbox } from './Lightbox';
import { nextIndex, prevIndex } from './carousel-logic';

const gridSizes = '(min-width: 72rem) 17rem, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw';

/**
 * The photo grid. Each photo links to its full-size image, so it opens without
 * JavaScript; with it, a plain click opens the lightbox at that photo instead.
 */
export function EventGallery({ copy, viewer, photos }: { copy: EventContent['gallery']; viewer: EventContent['lightbox']; photos: EventPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const count = photos.length;

  return (
    <section className="container section event-gallery" aria-labelledby="event-gallery-heading">
      <h2 id="event-gallery-heading">{copy.heading}</h2>
      <ul className="event-gallery__grid">
        {photos.map((photo, i) => (
          <li key={photo.image}>
            <a
              href={photo.image}
              className="event-gallery__button"
              aria-label={fillSlots(copy.open, { n: String(i + 1), alt: photo.alt })}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                opener.current = event.currentTarget;
                setOpen(i);
              }}
            >
              <EventPicture image={photo.image} alt={photo.alt} sizes={gridSizes} className="event-gallery__image" />
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox
          copy={viewer}
          photos={photos}
          index={open}
          opener={opener}
          onPrev={() => setOpen((i) => prevIndex(i ?? 0, count))}
          onNext={() => setOpen((i) => nextIndex(i ?? 0, count))}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
