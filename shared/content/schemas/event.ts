import { z } from 'zod';
import { servicePaths } from '../../site-paths';
import { highlight, isoDate, metaDescription, template, testimonial, text } from './common';

/** A photo listed in content/event-photos.json: a file under public/ and what it shows. */
export const eventPhoto = z.strictObject({
  /** The full-size file under public/, e.g. /images/event/photo-01-960.webp (see eventPhotoSources for smaller twins). */
  image: z.string().regex(/^\/images\/[a-z0-9/._-]+$/, 'must be a file under public/images/, written /images/…'),
  alt: text,
});

export const carouselSlide = eventPhoto.extend({ title: text, caption: text });

export const eventPhotos = z.strictObject({
  carousel: z.array(carouselSlide).min(1),
  gallery: z.array(eventPhoto).min(1),
});

/** The event page (content/event.yaml). */
export const eventCopy = z.strictObject({
  name: text,
  /** The page's <title>, without the firm's name. */
  metaTitle: text,
  metaDescription,
  /** The day it took place (YYYY-MM-DD), for the page's <time> and structured data. */
  startDate: isoDate,
  /** The day as the page shows it. */
  dateLabel: text,
  city: text,
  venue: text,
  eyebrow: text,
  labels: z.strictObject({ date: text, city: text, venue: text }),
  intro: text,
  aboutHeading: text,
  about: z.array(text).min(1),
  highlightsHeading: text,
  highlights: z.array(highlight).min(1),
  carousel: z.strictObject({
    heading: text,
    /** The carousel region's name for assistive technology. */
    label: text,
    previous: text,
    next: text,
    /** "{n} of {count}": each slide's name. */
    slide: template('n', 'count'),
    /** "Slide {n} of {count}": the line between the buttons. */
    status: template('n', 'count'),
  }),
  gallery: z.strictObject({
    heading: text,
    /** Each photo's button: "Open photo {n}: {alt}". */
    open: template('n', 'alt'),
  }),
  lightbox: z.strictObject({ label: text, close: text, previous: text, next: text, status: template('n', 'count') }),
  testimonialHeading: text,
  testimonial,
  nextHeading: text,
  /** The service page the closing band links to, by its path; the link reads the service's name. */
  nextService: z.enum(servicePaths, { error: `must be a service page: ${servicePaths.join(', ')}` }),
});

export type EventCopy = z.output<typeof eventCopy>;
export type EventPhoto = z.output<typeof eventPhoto>;
export type CarouselSlide = z.output<typeof carouselSlide>;
/** The event page's copy with its photos, as pages see it. */
export type EventContent = EventCopy & { slides: CarouselSlide[]; photos: EventPhoto[] };
