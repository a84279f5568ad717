import { fact as factSchema, factKey, type Fact } from '../../../shared/content/schemas/facts';
import type { IssueList } from './issues.server';
import type { YamlFile } from './yaml-file.server';

export type Facts = ReadonlyMap<string, Fact>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * content/facts.yaml is a tree of groups ("plans", "formation") whose leaves are
 * facts (a map with a `value`). Each fact is known by its path: plans.formation.price.
 */
export function readFacts(yaml: YamlFile, file: string, issues: IssueList): Facts {
  const facts = new Map<string, Fact>();
  const walk = (node: unknown, path: string[]) => {
    if (isObject(node) && 'value' in node) {
      const parsed = factSchema.safeParse(node);
      if (parsed.success) facts.set(path.join('.'), parsed.data);
      else for (const issue of parsed.error.issues) issues.add(file, [...path, ...(issue.path as string[])], issue.message, yaml.lineOf([...path, ...(issue.path as string[])]));
      return;
    }
    if (!isObject(node) || Object.keys(node).length === 0) {
      issues.add(file, path, 'expected a fact (value, unit, asOf, source) or a group of facts', yaml.lineOf(path));
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (!factKey.test(key)) issues.add(file, [...path, key], 'a name in a fact path is a lowercase letter followed by letters and digits (camelCase)', yaml.lineOf([...path, key]));
      else walk(child, [...path, key]);
    }
  };
  walk(yaml.data, []);
  return facts;
}
