import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '../../components/Icon';
import type { CarouselSlide, EventContent } from '../../content/types';
import { fillSlots } from '../../format/fill-slots';
import { EventPicture } from './EventPicture';
import { nextIndex, prevIndex, ringOffset, swipeDirection } from './carousel-logic';

interface Position {
  active: number;
  previous: number;
}

/**
 * The active slide sits large in the centre and its neighbours turn away on
 * either side. Every slide stays in the markup (the server HTML carries all
 * the captions); CSS places each one from its ring offset (a data attribute,
 * because the content security policy blocks inline styles).
 */
export function EventCarousel({ copy, slides, fill }: { copy: EventContent['carousel']; slides: CarouselSlide[]; fill: (text: string) => string }) {
  const count = slides.length;
  const [{ active, previous }, setPosition] = useState<Position>({ active: 0, previous: 0 });
  const dragStart = useRef<number | null>(null);
  const go = (step: (i: number, n: number) => number) => setPosition((p) => ({ active: step(p.active, count), previous: p.active }));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(nextIndex);
    else if (event.key === 'ArrowLeft') go(prevIndex);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragStart.current = event.clientX;
    // Keeps pointerup coming to the stage when a mouse drag ends outside it.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const direction = swipeDirection(event.clientX - dragStart.current);
    dragStart.current = null;
    if (direction === 1) go(nextIndex);
    if (direction === -1) go(prevIndex);
  };

  const current = slides[active];
  if (!current) return null;
  return (
    // Unnamed, so the carousel region below is the only landmark here.
    <section className="event-carousel section">
      <div className="container">
        <h2>{copy.heading}</h2>
      </div>
      <section aria-roledescription="carousel" aria-label={copy.label} tabIndex={0} className="event-carousel__region" onKeyDown={onKeyDown}>
        <div
          className="event-carousel__stage"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            dragStart.current = null;
          }}
        >
          {slides.map((slide, i) => {
            const offset = ringOffset(i, active, count);
            // A slide that crosses from one end of the ring to the other jumps instead of sweeping behind the rest.
            const jumps = Math.abs(offset - ringOffset(i, previous, count)) > 1;
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={fillSlots(copy.slide, { n: String(i + 1), count: String(count) })}
                aria-hidden={offset !== 0}
                className={jumps ? 'event-slide event-slide--jump' : 'event-slide'}
                data-offset={offset}
              >
                <EventPicture image={slide.image} alt={slide.alt} sizes="(min-width: 40rem) 34rem, 80vw" className="event-slide__image" />
                <div className="event-slide__text">
                  <h3 className="event-slide__title">{fill(slide.title)}</h3>
                  <p>{fill(slide.caption)}</p>
                </div>
              </div>
            );
          })}
        </div>
        <div className="event-carousel__controls">
          <button type="button" className="event-carousel__button" aria-label={copy.previous} onClick={() => go(prevIndex)}>
            <Icon name="chevron-left" />
          </button>
          <p className="event-carousel__status" aria-live="polite" aria-atomic="true">
            {fillSlots(copy.status, { n: String(active + 1), count: String(count) })}
            <span className="visually-hidden">{`: ${fill(current.title)}`}</span>
          </p>
          <button type="button" className="event-carousel__button" aria-label={copy.next} onClick={() => go(nextIndex)}>
            <Icon name="chevron-right" />
          </button>
        </div>
      </section>
    </section>
  );
}
