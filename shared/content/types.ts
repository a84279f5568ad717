/**
 * The shapes of the site's copy, as its schemas (shared/content/schemas/) define them.
 * The copy itself is in content/; pages import it from shared/content/generated/,
 * written by the content compiler, and these types.
 * Text may contain {{siteName}}, {{productName}} or {{contactEmail}}, which pages fill with the configuration.
 */
import type { iconNames } from './schemas/common';

export type { AppCategory, AppsContent, IntegratedApp } from './schemas/apps';
export type { BlogContent } from './schemas/blog';
export type { ChangesContent, FactChange, SourceKind } from './schemas/changes';
export type { ComplianceContent, ComplianceRule, NotRequired, OperatingState, StateFee, StateRules } from './schemas/compliance';
export type { CarouselSlide, EventContent, EventPhoto } from './schemas/event';
export type { FormsContent } from './schemas/forms';
export type { HelpContent, HubCard, HubIntro } from './schemas/help';
export type { HomeContent, ServiceCard } from './schemas/home';
export type { Plan, PlanTier, PricingContent } from './schemas/pricing';
export type { RemindersContent } from './schemas/reminders';
export type { BookingContent } from './schemas/booking';
export type { ServicePage, ServicePageLabels } from './schemas/service';
export type { NotFoundContent, SiteContent } from './schemas/site';
export type { AboutContent, BylineRef, Credential, Person, Review } from './schemas/people';
export type { FranchiseTaxContent, ResolvedFigure, ToolsContent } from './schemas/tools';

export type IconName = (typeof iconNames)[number];

/** Icons of the widgets themselves (carousel, lightbox, ratings), beside the content's icons. */
export type UiIconName = 'chevron-left' | 'chevron-right' | 'close' | 'star';

/** A highlight card: a title, a line and an icon (service pages, the home page's features, the event). */
export interface Highlight {
  title: string;
  description: string;
  icon: IconName;
}

export interface Faq {
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
}

export interface Testimonial {
  text: string;
  author: string;
  company: string;
  rating: 5;
  source: string;
}
