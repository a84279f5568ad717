import type { Person } from '../content/types';
import type { PublicConfig } from '../public-config';
import type { Byline } from './byline';

type Json = Record<string, unknown>;

const personId = (config: PublicConfig, slug: string) => `${config.siteUrl}/about#${slug}`;

/** A person as the pages that name them point at: their place on /about. */
function personRef(config: PublicConfig, byline: Byline): Json {
  return { '@type': 'Person', '@id': personId(config, byline.slug), name: byline.name, jobTitle: byline.jobTitle, url: personId(config, byline.slug) };
}

/**
 * What a byline adds to a page's structured data: the writer as its `author`, or the reviewer as `reviewedBy` of the
 * WebPage it is the main entity of (schema.org gives reviewedBy and lastReviewed to a WebPage, not to an Article);
 * `dateModified` is the later of the page's own date and the byline's. Nothing without a byline.
 */
export function bylineJsonLd(config: PublicConfig, byline: Byline | null, pageUrl: string, published?: string): Json {
  if (!byline) return {};
  const dateModified = published && published > byline.date ? published : byline.date;
  if (byline.kind === 'written') return { author: personRef(config, byline), dateModified };
  return { dateModified, mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl, url: pageUrl, reviewedBy: personRef(config, byline), lastReviewed: byline.date } };
}

/** The firm with its people, each with their licences as schema.org credentials: /about's structured data. */
export function organizationWithPeopleJsonLd(config: PublicConfig, people: Person[], base: Json): Json {
  return {
    ...base,
    employee: people.map((person) => ({
      '@type': 'Person',
      '@id': personId(config, person.slug),
      name: person.name,
      jobTitle: person.role,
      url: personId(config, person.slug),
      knowsLanguage: person.languages,
      worksFor: { '@id': `${config.siteUrl}/#organization` },
      hasCredential: person.credentials.map((c) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: c.title,
        identifier: c.licenceNumber,
        recognizedBy: { '@type': 'Organization', name: c.issuer },
        validIn: { '@type': 'AdministrativeArea', name: c.jurisdiction },
        url: c.verifyUrl,
      })),
    })),
  };
}
