import { useRef, useState } from 'react';
import type { EventPhoto } from '../../content/types';
import { EventPicture } from './EventPicture';
import { Lightbox } from './Lightbox';
import { nextIndex, prevIndex } from './carousel-logic';

const gridSizes = '(min-width: 72rem) 17rem, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw';

/** The 20-photo grid; each photo is a button that opens the lightbox at that photo. */
export function EventGallery({ photos }: { photos: EventPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const count = photos.length;

  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <section className="container section event-gallery" aria-labelledby="event-gallery-heading">
      <h2 id="event-gallery-heading">Photo gallery</h2>
      <ul className="event-gallery__grid">
        {photos.map((photo, i) => (
          <li key={photo.alt}>
            <button
              type="button"
              className="event-gallery__button"
              aria-label={`Open photo ${i + 1}: ${photo.alt}`}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(i);
              }}
            >
              <EventPicture n={i + 1} alt={photo.alt} sizes={gridSizes} className="event-gallery__image" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox
          photos={photos}
          index={open}
          onPrev={() => setOpen((i) => prevIndex(i ?? 0, count))}
          onNext={() => setOpen((i) => nextIndex(i ?? 0, count))}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
