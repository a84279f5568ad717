import type { PricingContent } from '../../../shared/content/schemas/pricing';
import { pricingContent } from '../../../shared/content/schemas/pricing';
import { IssueList, type ContentIssue } from './issues.server';
import { readFacts, type Facts } from './facts.server';
import { displayName, readYaml, readYamlKind, type ReadContext } from './read-kind.server';

/** Everything in content/, validated, with every fact token filled. */
export interface CompiledContent {
  facts: Facts;
  pricing: PricingContent;
}

export type CompileResult = { ok: true; content: CompiledContent; issues: [] } | { ok: false; issues: ContentIssue[] };

/**
 * Reads and checks the whole of content/: the build, `npm run content:check`,
 * `npm run dev`, jest's set-up and the server's start-up all call this, so a
 * bad file fails each of them the same way, naming file, line, field and problem.
 */
export async function compileContent(dir: string): Promise<CompileResult> {
  const issues = new IssueList();
  const factsYaml = await readYaml({ dir, facts: new Map(), issues }, 'facts.yaml');
  const facts = factsYaml ? readFacts(factsYaml, displayName({ dir }, 'facts.yaml'), issues) : new Map();
  const ctx: ReadContext = { dir, facts, issues };

  const pricing = await readYamlKind(ctx, 'pricing.yaml', pricingContent);

  if (issues.issues.length || !pricing) return { ok: false, issues: issues.issues };
  return { ok: true, content: { facts, pricing }, issues: [] };
}
