import { z } from 'zod';
import { isoDate, pageMeta, text } from './common';
import { bylineRef } from './people';

/**
 * content/changes.yaml: every change to a figure or rule the site states, as
 * data. Each entry is one line of the public changelog (/tools/changes and its
 * feed) and, where it names compliance rules, one alert to each confirmed
 * reminder subscriber whose calendar holds a deadline of those rules.
 * Old and new values are written out as they were and are: the entries are
 * history, so the figure check that keeps copy in step with content/facts.yaml
 * does not apply to them.
 */

/** Where a value is stated: the authority's own page or text, or (when that could not be reached) someone else's account of it. */
export const sourceKinds = ['primary', 'secondary'] as const;
export const sourceKind = z.enum(sourceKinds);
export type SourceKind = (typeof sourceKinds)[number];

/** A correction of our own mistake, or a change the authority made. */
export const changeKinds = ['correction', 'change'] as const;

const officialSource = z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be the https:// URL of the page that states the new value');

export const factChange = z.strictObject({
  /** Stable and unique: the feed entry's id and the key that makes each subscriber's alert once ever. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  /** The day the change was published here (YYYY-MM-DD). */
  published: isoDate,
  /** The day the new value applies from (for a correction, the day it was corrected here). */
  effective: isoDate,
  kind: z.enum(changeKinds),
  /** What changed, in a few words ("Delaware franchise tax: shares without par value"). */
  title: text,
  /** Why, and what it means for a founder, in a sentence or two. */
  summary: text,
  old: text,
  new: text,
  source: officialSource,
  sourceKind: sourceKind.default('primary'),
  /** The facts of content/facts.yaml it changed, by path. */
  facts: z.array(z.string().regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, 'must be the path of a fact in content/facts.yaml')).default([]),
  /** The compliance rules (content/compliance/) whose deadlines it affects: their reminder subscribers are told of it. */
  rules: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).default([]),
  /** The site's page where the figure is used now (a tool, usually). */
  page: z
    .string()
    .regex(/^\/[a-z0-9/-]*$/, 'must be a path of this site')
    .optional(),
});

export const changesContent = z.strictObject({
  meta: pageMeta,
  heading: text,
  lede: text,
  /** Who checked the entries against their sources, and when: the page's byline. */
  byline: bylineRef,
  /** The words around each change, on /tools/changes and in its feed. */
  labels: z.strictObject({
    kinds: z.record(z.enum(changeKinds), text),
    published: text,
    old: text,
    new: text,
    effective: text,
    source: text,
    /** In place of `source` when the source is someone else's account of the value. */
    secondarySource: text,
    /** Before the name of the page where the figure is used. */
    page: text,
  }),
  feed: z.strictObject({
    /** The feed's title, in feed readers and the page's <link rel="alternate">; {{siteName}} is filled by the server. */
    title: text,
    /** The page's visible link to the feed. */
    link: text,
  }),
  /** Newest first on the page and in the feed, whatever order they are written in. */
  changes: z.array(factChange).min(1),
});

export type FactChange = z.output<typeof factChange>;
export type ChangesContent = z.output<typeof changesContent>;
