import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { Icon } from '../../components/Icon';
import { useBackdropClose, useModalDialog } from '../../components/modal-dialog';
import type { EventContent, EventPhoto } from '../../content/types';
import { fillSlots } from '../../format/fill-slots';
import { EventPicture } from './EventPicture';

interface LightboxProps {
  copy: EventContent['lightbox'];
  photos: EventPhoto[];
  /** 0-based index of the photo shown. */
  index: number;
  /** The photo link that opened the viewer, which takes focus back when it closes. */
  opener: RefObject<HTMLElement | null>;
  onPrev: () => void;
  onNext: () => void;
  onClose: () => void;
}

/**
 * A modal photo viewer, a native <dialog> (modal-dialog.ts: focus, the inert page, Escape, the backdrop).
 * It exists only while open, so the server HTML never contains it; the browser focuses its Close button, the first control in it.
 */
export function Lightbox({ copy, photos, index, opener, onPrev, onNext, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, { open: true, returnFocus: () => opener.current });
  const backdrop = useBackdropClose(onClose);

  // Listens on the document, so the arrows work wherever focus is while the viewer is open (a click on the photo leaves it on <body>).
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onPrev();
    else if (event.key === 'ArrowRight') onNext();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const photo = photos[index];
  if (!photo) return null;
  return (
    <dialog ref={dialog} aria-label={copy.label} className="lightbox" onClose={onClose} {...backdrop}>
      <div className="lightbox__panel">
        <button type="button" className="lightbox__close" aria-label={copy.close} onClick={onClose}>
          <Icon name="close" />
        </button>
        <figure className="lightbox__figure">
          {/* Keyed, so the previous photo never lingers under the new caption while the next one loads. */}
          <EventPicture key={index} image={photo.image} alt={photo.alt} sizes="(min-width: 64rem) 60rem, 100vw" eager className="lightbox__image" />
          <figcaption className="lightbox__caption" aria-live="polite" aria-atomic="true">
            <span className="lightbox__count">{fillSlots(copy.status, { n: String(index + 1), count: String(photos.length) })}</span>
            <span>{photo.alt}</span>
          </figcaption>
        </figure>
        <button type="button" className="lightbox__nav lightbox__nav--prev" aria-label={copy.previous} onClick={onPrev}>
          <Icon name="chevron-left" />
        </button>
        <button type="button" className="lightbox__nav lightbox__nav--next" aria-label={copy.next} onClick={onNext}>
          <Icon name="chevron-right" />
        </button>
      </div>
    </dialog>
  );
}
