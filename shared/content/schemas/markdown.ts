import { z } from 'zod';
import { isoDate, relatedToolIds, text } from './common';
import { bylineRef } from './people';

/** A page path of one segment: lowercase letters, digits and dashes, as the article routes are. */
export const articlePath = z.string().regex(/^\/[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a path like /why-choose-a-wyoming-llc: a slash, then lowercase letters, digits and dashes');

/**
 * The front matter of a help article (content/articles/*.md). The file alone
 * puts the article on the site: its path is routed, listed in the sitemap, in
 * its section's hub and in search.
 */
export const articleFrontMatter = z.strictObject({
  path: articlePath,
  title: text,
  description: text,
  /** The id of its section in content/help.yaml. */
  section: z.string().min(1),
  /** Its place within the section. */
  order: z.number().int(),
  date: isoDate,
  /** Paths of other articles shown under it. */
  related: z.array(articlePath).default([]),
  /** The tools its Related tool block offers; required when it mentions franchise tax or a deadline. */
  tools: relatedToolIds,
  /** What a hub lists it as, when not its title and description (the refund hub's short questions and answers). */
  hubTitle: text.optional(),
  hubText: text.optional(),
  /** Who wrote or reviewed it, and when: a person of content/people/. */
  byline: bylineRef,
});

/** A blog post of the embedded blog (content/blog/*.md). */
export const postFrontMatter = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes'),
  title: text,
  category: text.default('General'),
  date: isoDate,
  /** The cover, a file under public/; a post without one has none. */
  image: z
    .string()
    .regex(/^\/images\/[A-Za-z0-9/._-]+$/, 'must be a file under public/images/, written /images/…')
    .optional(),
  /** The tools its Related tool block offers; required when it mentions franchise tax or a deadline. */
  tools: relatedToolIds,
  /** Who wrote or reviewed it, and when: a person of content/people/. */
  byline: bylineRef,
});

/** A legal page (content/legal/<path>.md, served at /<path>). */
export const legalFrontMatter = z.strictObject({
  title: text,
  description: text,
  updated: isoDate,
  /** The date as the page shows it. */
  updatedLabel: text,
});

export type ArticleFrontMatter = z.output<typeof articleFrontMatter>;
export type PostFrontMatter = z.output<typeof postFrontMatter>;
export type LegalFrontMatter = z.output<typeof legalFrontMatter>;
