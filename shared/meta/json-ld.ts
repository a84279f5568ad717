import type { BlogPost, ArticleSummary } from '../data/site-data';
import type { PublicConfig } from '../public-config';
import type { Faq } from '../content/types';
import { absoluteUrl } from './build-head';
import { defaultSocialImage } from './social-images';

type Json = Record<string, unknown>;

/** JSON-LD builders: each takes the same data the page renders, so markup and structured data cannot disagree. */

export function organizationJsonLd(config: PublicConfig): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${config.siteUrl}/#organization`,
    name: config.siteName,
    url: `${config.siteUrl}/`,
    logo: absoluteUrl(config, '/logo.png'),
    email: config.contactEmail,
    sameAs: Object.values(config.socials),
  };
}

export function websiteJsonLd(config: PublicConfig): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${config.siteUrl}/#website`,
    name: config.siteName,
    url: `${config.siteUrl}/`,
    publisher: { '@id': `${config.siteUrl}/#organization` },
  };
}

export function breadcrumbJsonLd(config: PublicConfig, items: Array<{ name: string; path: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(config, item.path) })),
  };
}

export function blogPostingJsonLd(post: BlogPost, description: string, config: PublicConfig): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: [absoluteUrl(config, post.image || defaultSocialImage.path)],
    ...(post.date ? { datePublished: post.date, dateModified: post.date } : {}),
    author: { '@type': 'Organization', name: `${config.siteName} team`, url: `${config.siteUrl}/` },
    publisher: { '@type': 'Organization', name: config.siteName, logo: { '@type': 'ImageObject', url: absoluteUrl(config, '/logo.png') } },
    mainEntityOfPage: absoluteUrl(config, `/blog/${encodeURIComponent(post._id)}`),
    articleSection: post.category,
  };
}

export function articleJsonLd(article: ArticleSummary, config: PublicConfig, image = absoluteUrl(config, defaultSocialImage.path)): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    image: [image],
    datePublished: article.date,
    dateModified: article.date,
    author: { '@type': 'Organization', name: `${config.siteName} team`, url: `${config.siteUrl}/` },
    publisher: { '@type': 'Organization', name: config.siteName, logo: { '@type': 'ImageObject', url: absoluteUrl(config, '/logo.png') } },
    mainEntityOfPage: absoluteUrl(config, `/${article.slug}`),
  };
}

export function faqPageJsonLd(faqs: Faq[], fill: (text: string) => string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: fill(faq.question),
      acceptedAnswer: { '@type': 'Answer', text: fill(faq.answer) },
    })),
  };
}

// Imports for the service and event builders, kept beside them because this file grows by appending.
import type { EventContent, ServicePage } from '../content/types';
import { fillTokens } from '../public-config';
import { serviceNames } from '../content/generated/site';

/** A service page; the firm serves founders in every country, even when the filings are American. */
export function serviceJsonLd(service: ServicePage, config: PublicConfig): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: serviceNames[service.path],
    serviceType: serviceNames[service.path],
    description: service.metaDescription,
    provider: { '@type': 'Organization', '@id': `${config.siteUrl}/#organization`, name: config.siteName, url: `${config.siteUrl}/` },
    areaServed: 'Worldwide',
    url: absoluteUrl(config, service.path),
  };
}

/** The region and country of the event's city, which the editorial content names only as a city. */
const eventRegion = { addressRegion: 'Gujarat', addressCountry: 'IN' } as const;

/** A one-day, in-person event, pictured by the photo of its first carousel slide. */
export function eventJsonLd(event: EventContent, config: PublicConfig): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: fillTokens(event.metaDescription, config),
    startDate: event.startDate,
    endDate: event.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city, ...eventRegion },
    },
    organizer: { '@type': 'Organization', name: config.siteName, url: `${config.siteUrl}/` },
    image: event.slides.slice(0, 1).map((slide) => absoluteUrl(config, slide.image)),
  };
}
