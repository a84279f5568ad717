import { franchiseTaxFigureUnits, franchiseTaxSource, type FranchiseTaxContent, type FranchiseTaxFigureRole, type ResolvedFigure } from '../../../shared/content/schemas/tools';
import { parseMonthDay } from '../../../shared/tools/franchise-tax/rules';
import { formatFact } from './fact-format.server';
import { compileTree, displayName, readYaml, type ReadContext } from './read-kind.server';

const file = 'tools/delaware-franchise-tax.yaml';

/**
 * The estimator's page: its words as any YAML kind, then each figure it
 * computes with resolved from the fact it names, which must exist and have the
 * unit the estimate reads it in. A figure is never written here, only named,
 * so the page, its arithmetic and every other mention of it agree.
 */
export async function readFranchiseTax(ctx: ReadContext): Promise<FranchiseTaxContent | undefined> {
  const yaml = await readYaml(ctx, file);
  if (!yaml) return undefined;
  const name = displayName(ctx, file);
  const source = compileTree(ctx, name, yaml.data, franchiseTaxSource, (at) => yaml.lineOf(at));
  if (!source) return undefined;
  const items = {} as Record<FranchiseTaxFigureRole, ResolvedFigure>;
  let ok = true;
  for (const [role, unit] of Object.entries(franchiseTaxFigureUnits) as Array<[FranchiseTaxFigureRole, string]>) {
    const ref = source.figures.items[role];
    const at = ['figures', 'items', role, 'fact'];
    const found = ctx.facts.get(ref.fact);
    const problem = !found
      ? `content/facts.yaml has no fact ${ref.fact}`
      : found.unit !== unit
        ? `${ref.fact} is a ${found.unit} fact; this figure needs a ${unit} one`
        : role === 'dueDate' && !parseMonthDay(String(found.value))
          ? `${ref.fact} must read as a month and a day ("March 1")`
          : undefined;
    if (problem || !found) {
      ctx.issues.add(name, at, problem ?? '', yaml.lineOf(at));
      ok = false;
      continue;
    }
    items[role] = {
      label: ref.label,
      fact: ref.fact,
      value: found.value,
      unit: found.unit,
      display: formatFact(found),
      asOf: found.asOf,
      source: found.source,
      sourceKind: found.sourceKind,
    };
  }
  return ok ? { ...source, figures: { ...source.figures, items } } : undefined;
}
