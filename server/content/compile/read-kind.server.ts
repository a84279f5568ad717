import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { FieldPath, IssueList } from './issues.server';
import type { Facts } from './facts.server';
import { fillTree } from './fact-tokens.server';
import { checkFigures } from './figures.server';
import { parseYaml, type YamlFile } from './yaml-file.server';

/** What every reader of a content file needs: where the content is, its facts, and where to report. */
export interface ReadContext {
  dir: string;
  facts: Facts;
  issues: IssueList;
}

/** How a file is named to people: content/home.yaml, whatever folder the content was read from. */
export function displayName(ctx: Pick<ReadContext, 'dir'>, file: string): string {
  return path.join(path.basename(ctx.dir), file).split(path.sep).join('/');
}

export async function readText(ctx: ReadContext, file: string): Promise<string | null> {
  try {
    return await readFile(path.join(ctx.dir, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    ctx.issues.add(displayName(ctx, file), '', code === 'ENOENT' ? 'the file is missing' : `cannot be read (${code ?? String(error)})`);
    return null;
  }
}

/** The files of one kind in a folder of content/, sorted by name. */
export async function listFolder(ctx: ReadContext, folder: string, extension: string): Promise<string[]> {
  try {
    return (await readdir(path.join(ctx.dir, folder)))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => path.join(folder, name));
  } catch {
    ctx.issues.add(displayName(ctx, folder), '', 'the folder is missing');
    return [];
  }
}

export function eachString(value: unknown, visit: (text: string, path: FieldPath) => void, at: Array<string | number> = []): void {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((item, i) => eachString(item, visit, [...at, i]));
  else if (typeof value === 'object' && value !== null) for (const [key, child] of Object.entries(value)) eachString(child, visit, [...at, key]);
}

/** zod's findings on a file, each at its field and line. */
export function reportSchema(ctx: ReadContext, name: string, error: z.ZodError, lineOf?: (path: FieldPath) => number | undefined): void {
  for (const issue of error.issues) {
    const at = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    ctx.issues.add(name, at, issue.message, lineOf?.(at));
  }
}

/**
 * A parsed YAML or JSON tree made copy: figures written out are reported,
 * fact tokens filled, then the kind's schema decides its shape.
 */
export function compileTree<T>(ctx: ReadContext, name: string, data: unknown, schema: z.ZodType<T>, lineOf?: (path: FieldPath) => number | undefined): T | undefined {
  eachString(data, (text, at) => {
    for (const finding of checkFigures(text, ctx.facts, { examplesAllowed: false })) ctx.issues.add(name, at, finding.message, lineOf?.(at));
  });
  const filled = fillTree(data, ctx.facts, (at, message) => ctx.issues.add(name, at, message, lineOf?.(at)));
  const parsed = schema.safeParse(filled);
  if (!parsed.success) {
    reportSchema(ctx, name, parsed.error, lineOf);
    return undefined;
  }
  return parsed.data;
}

export async function readYaml(ctx: ReadContext, file: string): Promise<YamlFile | null> {
  const source = await readText(ctx, file);
  return source === null ? null : parseYaml(source, displayName(ctx, file), ctx.issues);
}

/** One YAML file of content/, compiled against its schema. */
export async function readYamlKind<T>(ctx: ReadContext, file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const yaml = await readYaml(ctx, file);
  return yaml ? compileTree(ctx, displayName(ctx, file), yaml.data, schema, (at) => yaml.lineOf(at)) : undefined;
}

/** One JSON file of content/ (the event's photo list), compiled against its schema. */
export async function readJsonKind<T>(ctx: ReadContext, file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const source = await readText(ctx, file);
  if (source === null) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    ctx.issues.add(displayName(ctx, file), '', `JSON: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  return compileTree(ctx, displayName(ctx, file), data, schema);
}
