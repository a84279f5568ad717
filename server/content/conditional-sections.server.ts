import { capture } from '../../shared/text/capture';

/**
 * Passages of editorial Markdown that hold only for some deployments, marked
 * on lines of their own:
 *
 *   <!-- if analytics -->      kept only when GA_MEASUREMENT_ID is set
 *   <!-- if no analytics -->   kept only when it is not
 *   <!-- end if -->
 *
 * The copy stays in the Markdown file (the Privacy Policy describes analytics
 * cookies only where the site sets them) and the server keeps the passages that
 * apply, once, at start-up. A marker it cannot read stops start-up rather than
 * publishing both versions of a legal text.
 */
export interface ContentConditions {
  analytics: boolean;
}

const opening = /^\s*<!--\s*if\s+(no\s+)?([a-z-]+)\s*-->\s*$/i;
const closing = /^\s*<!--\s*end\s+if\s*-->\s*$/i;

export function keepConditionalSections(source: string, conditions: ContentConditions): string {
  if (!source.includes('<!--')) return source;
  const kept: string[] = [];
  let keeping: boolean | null = null;
  source.split('\n').forEach((line, index) => {
    const where = `line ${index + 1}`;
    const open = opening.exec(line);
    if (open) {
      if (keeping !== null) throw new Error(`Markdown condition at ${where}: "${line.trim()}" inside another; close the first with <!-- end if -->`);
      const name = capture(open, 2).toLowerCase();
      if (!(name in conditions)) throw new Error(`Markdown condition at ${where}: "${name}" is not one of ${Object.keys(conditions).join(', ')}`);
      const holds = conditions[name as keyof ContentConditions];
      keeping = open[1] ? !holds : holds;
    } else if (closing.test(line)) {
      if (keeping === null) throw new Error(`Markdown condition at ${where}: <!-- end if --> without an <!-- if ... -->`);
      keeping = null;
    } else if (keeping !== false) {
      kept.push(line);
    }
  });
  if (keeping !== null) throw new Error('Markdown condition: an <!-- if ... --> is never closed with <!-- end if -->');
  return kept.join('\n');
}
