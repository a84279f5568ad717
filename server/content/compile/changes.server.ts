import { changesContent, type ChangesContent } from '../../../shared/content/schemas/changes';
import type { ComplianceContent } from '../../../shared/content/schemas/compliance';
import { fillTree } from './fact-tokens.server';
import { displayName, readYaml, reportSchema, type ReadContext } from './read-kind.server';

const file = 'changes.yaml';

/**
 * content/changes.yaml: the changelog. Tokens are filled as anywhere else, but
 * its figures are not checked against the facts: an old value is, by design,
 * not the fact's value any more. Each fact and rule a change names must exist,
 * and no two changes share an id (it keys each subscriber's alert).
 */
export async function readChanges(ctx: ReadContext, compliance: ComplianceContent | undefined): Promise<ChangesContent | undefined> {
  const yaml = await readYaml(ctx, file);
  if (!yaml) return undefined;
  const name = displayName(ctx, file);
  const filled = fillTree(yaml.data, ctx.facts, (at, message) => ctx.issues.add(name, at, message, yaml.lineOf(at)));
  const parsed = changesContent.safeParse(filled);
  if (!parsed.success) {
    reportSchema(ctx, name, parsed.error, (at) => yaml.lineOf(at));
    return undefined;
  }
  const ruleIds = new Set(
    compliance ? [...compliance.federal.rules, ...compliance.states.flatMap((state) => state.rules), ...compliance.operating.flatMap((state) => state.rules)].map((rule) => rule.id) : [],
  );
  const seen = new Set<string>();
  parsed.data.changes.forEach((change, i) => {
    const at = (...rest: Array<string | number>) => ['changes', i, ...rest];
    if (seen.has(change.id)) ctx.issues.add(name, at('id'), `id ${change.id} is used twice: each change needs its own`, yaml.lineOf(at('id')));
    seen.add(change.id);
    change.facts.forEach((fact, j) => {
      if (!ctx.facts.has(fact)) ctx.issues.add(name, at('facts', j), `content/facts.yaml has no fact ${fact}`, yaml.lineOf(at('facts', j)));
    });
    change.rules.forEach((rule, j) => {
      if (compliance && !ruleIds.has(rule)) ctx.issues.add(name, at('rules', j), `no compliance rule has the id ${rule}`, yaml.lineOf(at('rules', j)));
    });
  });
  return { ...parsed.data, changes: [...parsed.data.changes].sort((a, b) => (a.published === b.published ? 0 : a.published < b.published ? 1 : -1)) };
}
