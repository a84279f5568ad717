import { useEffect, useEffectEvent, useRef, type MouseEvent } from 'react';
import { Icon } from '../../components/Icon';
import type { EventContent, EventPhoto } from '../../content/types';
import { fillSlots } from '../../format/fill-slots';
import { EventPicture } from './EventPicture';
import { trapTab, useScrollLock } from './modal-effects';

interface LightboxProps {
  copy: EventContent['lightbox'];
  photos: EventPhoto[];
  /** 0-based index of the photo shown. */
  index: number;
  onPrev: () => void;
  onNext: () => void;
  onClose: () => void;
}

/** A modal photo viewer; it exists only while open, so the server HTML never contains it. */
export function Lightbox({ copy, photos, index, onPrev, onNext, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useScrollLock();

  // Listens on the document, so the keys work wherever focus is while the viewer is open.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft') onPrev();
    else if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'Tab' && dialog.current) return trapTab(event, dialog.current);
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    closeButton.current?.focus();
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const photo = photos[index];
  if (!photo) return null;
  return (
    // The backdrop's click is a pointer shortcut: keys close the viewer with Escape or its Close button.
    <div className="lightbox" role="presentation" onClick={onBackdropClick}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-label={copy.label} className="lightbox__dialog">
        <button ref={closeButton} type="button" className="lightbox__close" aria-label={copy.close} onClick={onClose}>
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
    </div>
  );
}
