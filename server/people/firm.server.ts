import { people as allPeople, reviews as allReviews } from '../../shared/content/generated/people.server';
import type { BylineRef, Person, Review } from '../../shared/content/types';
import type { Byline } from '../../shared/people/byline';
import { isPlaceholderOrigin } from '../placeholder-identity.server';

/** The people, reviews and bylines a visitor of this site may see. */
export interface Firm {
  people: Person[];
  reviews: Review[];
  /** The byline naming someone shown here, or null (nobody shown, or no byline): the page then names nobody. */
  byline(ref: BylineRef | undefined): Byline | null;
}

/**
 * Sample people and reviews (`placeholder: true`) are shown on a SITE_URL of this machine or a reserved domain, so
 * the site can be previewed, and never on a public one, whatever NODE_ENV says (decision 0045, after 0019).
 */
export function firmFor(siteUrl: string, content: { people: Person[]; reviews: Review[] } = { people: allPeople, reviews: allReviews }): Firm {
  const samplesShown = isPlaceholderOrigin(siteUrl);
  const shown = <T extends { placeholder: boolean }>(items: T[]) => (samplesShown ? items : items.filter((item) => !item.placeholder));
  const people = shown(content.people);
  const bySlug = new Map(people.map((person) => [person.slug, person]));
  return {
    people,
    reviews: shown(content.reviews),
    byline(ref) {
      const person = ref ? bySlug.get(ref.person) : undefined;
      if (!ref || !person) return null;
      return { kind: ref.kind, date: ref.date, slug: person.slug, name: person.name, jobTitle: person.role, letters: person.credentials.map((c) => c.kind).join(', ') };
    },
  };
}
