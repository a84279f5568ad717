import { LineCounter, parseDocument, isNode } from 'yaml';
import type { FieldPath, IssueSink } from './issues.server';

export interface YamlFile {
  data: unknown;
  /** The line a field starts on, to point a person at it. */
  lineOf(path: FieldPath): number | undefined;
}

/**
 * YAML 1.2 (the `yaml` package): dates stay the text they are written as, and
 * a repeated key is an error, not a silent overwrite. Syntax errors are
 * reported with their line; the file then counts as missing.
 */
export function parseYaml(source: string, file: string, issues: IssueSink): YamlFile | null {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) {
    const lines = source.split('\n');
    for (const error of doc.errors) {
      const line = error.linePos?.[0].line;
      // The mistake people make most: a value that starts with a token reads to YAML as the start of a map.
      const hint = line && /:\s*\{\{/.test(lines[line - 1] ?? '') ? ' (a value that starts with {{ must be in quotes: "{{fact.…}} …")' : '';
      issues.add(file, '', `YAML: ${error.message.split('\n', 1)[0] ?? ''}${hint}`, line);
    }
    return null;
  }
  return {
    data: doc.toJS(),
    lineOf(path) {
      // The deepest part of the path that exists: a missing field is reported at its parent.
      for (let depth = path.length; depth >= 0; depth--) {
        const node: unknown = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
        if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
      }
      return undefined;
    },
  };
}
