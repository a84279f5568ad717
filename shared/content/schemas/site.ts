import { z } from 'zod';
import { pageKeys, servicePaths, type PageKey } from '../../site-paths';
import { metaDescription, template, text } from './common';

/** What frames every page (content/site.yaml): the header, the footer and the buttons pages share. */
export const siteContent = z.strictObject({
  header: z.strictObject({
    /** The navigation's name for assistive technology. */
    navigation: text,
    menu: text,
    closeMenu: text,
    services: text,
    login: text,
  }),
  footer: z.strictObject({
    tagline: text,
    columns: z.strictObject({ services: text, tools: text, resources: text, legal: text }),
    /** The link on the firm's mark: "{siteName} home". */
    home: template('siteName'),
    /** Each social link's name: "{siteName} on {network}". */
    social: template('siteName', 'network'),
    networks: z.strictObject({ facebook: text, instagram: text, linkedin: text, twitter: text }),
    rights: template('year', 'siteName'),
  }),
  /** Each page's name in menus, links and breadcrumbs: one for every named page of shared/route-table.ts. */
  pageNames: z.record(z.enum(pageKeys as [PageKey, ...PageKey[]]), text),
  /** Each service's name in menus, links, breadcrumbs and its structured data, by its path. */
  serviceNames: z.record(z.enum(servicePaths), text),
  /** The first link of every page, for keyboard users: straight to the page's own content. */
  skipToContent: text,
  actions: z.strictObject({ viewPricing: text, getInTouch: text }),
  /** Before a legal page's date. */
  legalUpdated: text,
  breadcrumb: text,
  /** A review's stars, as assistive technology names them. */
  rating: template('rating', 'outOf'),
  /** A page's byline: "Reviewed by {person} on {date}", the person a link to their place on /about. */
  byline: z.strictObject({ written: template('person', 'date'), reviewed: template('person', 'date') }),
  /** The link under a review, to where it was published. */
  reviewSource: template('platform'),
  /** The title drawn on the default social card. */
  socialCardTitle: text,
  /**
   * The short page the server sends when a request fails outside any page (a body it cannot read, a fault), and the
   * API's words for the same; `reference` precedes the request id the log line carries.
   */
  errors: z.strictObject({
    serverTitle: text,
    requestTitle: text,
    tryAgain: text,
    homeLink: text,
    reference: text,
    apiBadRequest: text,
    apiServerError: text,
    /** Past the budget of new searches and calculations a connection may ask for in a minute (query-miss-limit.server.ts). */
    tooManyTitle: text,
    tooManyText: text,
    apiTooMany: text,
  }),
  /** The analytics consent banner and the footer's Cookie settings button (shown only when analytics is configured). */
  consent: z.strictObject({
    heading: text,
    text,
    /** Shown instead of `text` when the browser sends Global Privacy Control: there is nothing to choose. */
    gpcText: text,
    policyLink: text,
    accept: text,
    reject: text,
    close: text,
    settings: text,
  }),
});

export type SiteContent = z.output<typeof siteContent>;

/** The not-found page (content/not-found.yaml). */
export const notFoundContent = z.strictObject({ title: text, description: metaDescription, code: text, heading: text, text, home: text });

export type NotFoundContent = z.output<typeof notFoundContent>;
