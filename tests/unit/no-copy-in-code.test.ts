import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The site's words live in content/; components only lay them out. This reads
 * every component and finds words written into its markup: text between tags,
 * or a visible or spoken attribute (aria-label, title, placeholder, alt) given
 * as a literal. It also finds a dollar amount in any string of the code, since
 * prices are facts of content/facts.yaml (a string that is only "$1" is a regular
 * expression's replacement, not a price).
 */
const spoken = new Set(['aria-label', 'title', 'placeholder', 'alt']);

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'generated' ? [] : files(file, pattern);
    return pattern.test(name) ? [file] : [];
  });
}

function wordsInMarkup(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && spoken.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && /\p{L}{2,}/u.test(node.initializer.text)) {
      found.push(`${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A statement for PostgreSQL, whose $1, $2… are its parameters, not prices. */
const sqlStatement = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/;

function dollarAmounts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) &&
      /\$\d/.test(node.text) &&
      !/^\$\d$/.test(node.text) &&
      !sqlStatement.test(node.text)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

describe('no copy in the code', () => {
  it('writes no words into any component: they come from content/', () => {
    const offenders = files('shared', /\.tsx$/)
      .concat(files('client', /\.tsx$/))
      .map((file) => [relative(file), wordsInMarkup(file)] as const)
      .filter(([, words]) => words.length > 0);
    expect(offenders).toEqual([]);
  });

  it('states no price in code: every dollar amount is a fact of content/facts.yaml', () => {
    const offenders = [...files('shared', /\.tsx?$/), ...files('server', /\.tsx?$/), ...files('client', /\.tsx?$/)]
      .map((file) => [relative(file), dollarAmounts(file)] as const)
      .filter(([, amounts]) => amounts.length > 0);
    expect(offenders).toEqual([]);
  });
});
