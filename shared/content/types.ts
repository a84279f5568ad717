/**
 * The shapes of the site's copy, as its schemas (shared/content/schemas/) define them.
 * The copy itself is in content/; pages import it from shared/content/generated/,
 * written by the content compiler, and these types.
 * Text may contain {{siteName}}, {{productName}} or {{contactEmail}}, which pages fill with the configuration.
 */
import type { iconNames } from './schemas/common';
import type { ServicePath } from '../site-paths';

export type { PricingContent, Plan, PlanTier } from './schemas/pricing';

export type IconName = (typeof iconNames)[number];

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

export interface EventPhoto {
  /** The full-size file under public/, e.g. /images/event/photo-01-960.webp (see eventPhotoSources for smaller twins). */
  image: string;
  alt: string;
}

export interface CarouselSlide extends EventPhoto {
  title: string;
  caption: string;
}
