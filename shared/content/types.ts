/**
 * Shapes of the site's editorial content. Copy lives in the data modules and
 * Markdown files beside this one; components only lay it out.
 * Text may contain the token {{siteName}}, replaced with the configured firm name.
 */
import type { ServicePath } from '../site-paths';

export type IconName =
  | 'ledger'
  | 'receipt'
  | 'building'
  | 'chart'
  | 'gear'
  | 'shield'
  | 'clock'
  | 'chat'
  | 'folder'
  | 'dashboard'
  | 'card'
  | 'bell'
  | 'key'
  | 'globe'
  | 'users'
  | 'check'
  | 'calendar'
  | 'spark'
  | 'presentation'
  | 'handshake'
  | 'book';

/** Icons of the widgets themselves (carousel, lightbox, ratings), beside the content's icons. */
export type UiIconName = 'chevron-left' | 'chevron-right' | 'close' | 'star';

export interface ServiceCard {
  title: string;
  description: string;
  linkText: string;
  link: string;
  icon: IconName;
}

export interface Faq {
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

export interface Highlight {
  title: string;
  description: string;
  icon: IconName;
}

export interface ServicePage {
  path: ServicePath;
  /** Short name used in menus and breadcrumbs, e.g. "Bookkeeping". */
  name: string;
  /** <title> text without the site name suffix. */
  metaTitle: string;
  /** Unique meta description, at most 160 characters. */
  metaDescription: string;
  eyebrow: string;
  heading: string;
  lede: string;
  highlights: Highlight[];
  /** What is included, as short bullet lines. */
  included: string[];
  faqTitle: string;
  faqs: Faq[];
}

export interface Testimonial {
  text: string;
  author: string;
  company: string;
  rating: 5;
  source: string;
}

export type AppCategory = 'Marketplace' | 'Payments' | 'Accounting' | 'Tax' | 'E-commerce';

export interface IntegratedApp {
  name: string;
  /** simple-icons slug, or null when simple-icons has no icon for the brand. */
  iconSlug: string | null;
  category: AppCategory;
}

export interface Plan {
  title: string;
  /** Price in US dollars at slider step 1. */
  price: number;
  /** e.g. "one time", "annual", "per hour", "per month". */
  frequency: string;
  features: string[];
  buttonLabel: string;
  note?: string;
  /** Plans whose price follows the pricing slider. */
  tier?: 'bookkeeping' | 'cfo';
  /** Shown above the slider (true) or below it (false). */
  aboveSlider: boolean;
}

export interface EventPhoto {
  /** The full-size file under public/, e.g. /images/event/photo-01-960.webp (see eventPhotoSources for smaller twins). */
  image: string;
  alt: string;
}

export interface CarouselSlide extends EventPhoto {
  title: string;
  caption: string;
}
