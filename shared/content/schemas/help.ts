import { z } from 'zod';
import { paths } from '../../site-paths';
import { iconName, metaDescription, template, text } from './common';

const hubPaths = [paths.gettingStarted, paths.resources, paths.refund] as const;

/** A help center page's heading, title, description and opening line. */
export const hubIntro = z.strictObject({
  /** Visible heading and breadcrumb name. */
  heading: text,
  /** <title> text without the site name suffix. */
  metaTitle: text,
  metaDescription,
  lede: text,
});

/** An article section's id, as article files name it in their front matter: lowercase words and dashes. */
const sectionId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'must be lowercase words joined by dashes');

export const hubCard = z.strictObject({
  title: text,
  description: text,
  path: z.enum(hubPaths, { error: `must be one of the help hubs: ${hubPaths.join(', ')}` }),
  icon: iconName,
  /** The article sections the hub lists, in order; the card counts their articles. */
  sections: z.array(sectionId).min(1),
});

const plural = z.strictObject({ one: template('count'), many: template('count') });

export const helpContent = z
  .strictObject({
    help: hubIntro,
    search: z.strictObject({
      label: text,
      placeholder: text,
      button: text,
      resultsHeading: text,
      searching: text,
      unavailable: text,
      /** "No articles match “{query}”". */
      none: template('query'),
      matches: z.strictObject({ one: template('count', 'query'), many: template('count', 'query') }),
      /** Shown after the count or the no-match line, beside the Contact Support link. */
      noMatchHint: text,
    }),
    topics: z.strictObject({ heading: text, articleCount: plural, cards: z.array(hubCard).min(1) }),
    /** Every article section: its id (articles' front matter `section`) and the title pages show for it, in order. */
    sections: z.array(z.strictObject({ id: sectionId, title: text })).min(1),
    contactSupport: z.strictObject({ heading: text, text, link: text }),
    gettingStarted: hubIntro,
    resources: hubIntro.extend({
      /** One line under each section heading of the Resources page, by section id. */
      blurbs: z.record(sectionId, text),
    }),
    refund: hubIntro.extend({ pricingLink: z.strictObject({ lead: text, link: text }) }),
    article: z.strictObject({
      related: text,
      /** "By the {siteName} team": the firm's name is filled in by the page. */
      byline: template('siteName'),
      readingTime: template('minutes'),
      /** The eyebrow of an article's social card. */
      cardEyebrow: text,
    }),
  })
  .superRefine((help, ctx) => {
    const ids = help.sections.map((s) => s.id);
    for (const [i, id] of ids.entries()) if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: `"${id}" is listed twice` });
    const inCards = help.topics.cards.flatMap((card) => card.sections);
    help.topics.cards.forEach((card, c) =>
      card.sections.forEach((id, s) => {
        if (!ids.includes(id)) ctx.addIssue({ code: 'custom', path: ['topics', 'cards', c, 'sections', s], message: `"${id}" is not one of the sections (${ids.join(', ')})` });
      }),
    );
    for (const id of ids) {
      const count = inCards.filter((x) => x === id).length;
      if (count !== 1) ctx.addIssue({ code: 'custom', path: ['sections'], message: `section "${id}" must be listed by exactly one topic card (it is listed by ${count})` });
    }
    for (const path of hubPaths) if (!help.topics.cards.some((card) => card.path === path)) ctx.addIssue({ code: 'custom', path: ['topics', 'cards'], message: `needs a card for ${path}` });
    const resources = help.topics.cards.find((card) => card.path === paths.resources)?.sections ?? [];
    for (const id of resources) if (!(id in help.resources.blurbs)) ctx.addIssue({ code: 'custom', path: ['resources', 'blurbs'], message: `needs a line for section "${id}"` });
  });

export type HelpContent = z.output<typeof helpContent>;
export type HubIntro = z.output<typeof hubIntro>;
export type HubCard = z.output<typeof hubCard>;
