/**
 * The static article routes of the product's route table, in its order.
 * Several end in '?' in links found in the wild; browsers send those without
 * the '?', so the slug here is the path without it.
 */
export const articleSlugs = [
  'how-the-usa-incorporation-process-word',
  'can-a-non-us-resident-or-non-us-citizen-incorporate-in-the-us',
  'why-should-your-startup-incorporate-in-the-usa',
  'ein-employer-identification-number-what-it-is',
  'what-are-the-ongoing-compliance-requirements-after-us-incorporation',
  'opening-a-us-business-bank-account-as-a-non-resident-what-are-your-options',
  'single-member-vs-multi-member-llc-which-one-is-right-for-you',
  'llc-vs-c-corporation-which-business-structure-is-right-for-you',
  'why-choose-a-wyoming-llc',
  'are-there-any-restricted-countries-for-company-incorporation-in-the-usa',
  'restricted-business-names-in-the-us-what-you-need-to-know',
  'what-is-your-refund-policy',
  'what-payment-methods-do-you-accept',
  'how-long-does-it-take-to-process-a-refund',
  'can-i-upgrade-or-change-my-service-plan-after-payment',
] as const;

export type ArticleSlug = (typeof articleSlugs)[number];

export type ArticleSection = 'general' | 'company-type' | 'state-of-incorporation' | 'restrictions-and-requirements' | 'company-name' | 'refund';

export function isArticleSlug(value: string): value is ArticleSlug {
  return (articleSlugs as readonly string[]).includes(value);
}
