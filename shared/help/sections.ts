import type { HubCard } from '../content/types';
import { sections, topics } from '../content/generated/help';

/** The title pages show for an article section (content/help.yaml). */
export function sectionTitle(section: string): string {
  return sections.find((s) => s.id === section)?.title ?? section;
}

/** The hub that lists a section's articles: the topic card naming the section. */
export function hubOf(section: string): HubCard | undefined {
  return topics.cards.find((card) => card.sections.includes(section));
}

/** The sections a hub lists, in its order. */
export function sectionsOf(hubPath: string): string[] {
  return topics.cards.find((card) => card.path === hubPath)?.sections ?? [];
}
