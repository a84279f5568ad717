import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { capture } from '../../shared/text/capture';

/**
 * The help articles' paths, as their files name them (the `path:` line of each
 * content/articles/*.md front matter), read here without the site's code, so
 * tests check the routes, sitemap and hubs against the files themselves.
 */
export function articlePathsIn(dir = path.resolve('content/articles')): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const match = /^path: (\S+)$/m.exec(readFileSync(path.join(dir, name), 'utf8'));
      if (!match) throw new Error(`content/articles/${name} names no path`);
      return capture(match, 1);
    });
}

export const articlePaths = articlePathsIn();

/** The static article routes of the product specification (SPEC section 2), without the '?' some end in. */
export const specArticlePaths = [
  '/how-the-usa-incorporation-process-word',
  '/can-a-non-us-resident-or-non-us-citizen-incorporate-in-the-us',
  '/why-should-your-startup-incorporate-in-the-usa',
  '/ein-employer-identification-number-what-it-is',
  '/what-are-the-ongoing-compliance-requirements-after-us-incorporation',
  '/opening-a-us-business-bank-account-as-a-non-resident-what-are-your-options',
  '/single-member-vs-multi-member-llc-which-one-is-right-for-you',
  '/llc-vs-c-corporation-which-business-structure-is-right-for-you',
  '/why-choose-a-wyoming-llc',
  '/are-there-any-restricted-countries-for-company-incorporation-in-the-usa',
  '/restricted-business-names-in-the-us-what-you-need-to-know',
  '/what-is-your-refund-policy',
  '/what-payment-methods-do-you-accept',
  '/how-long-does-it-take-to-process-a-refund',
  '/can-i-upgrade-or-change-my-service-plan-after-payment',
];
