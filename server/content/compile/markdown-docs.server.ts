import matter from 'gray-matter';
import path from 'node:path';
import type { z } from 'zod';
import { fillText } from './fact-tokens.server';
import { linesFrom } from './issues.server';
import { checkFigures } from './figures.server';
import { parseYaml, type YamlFile } from './yaml-file.server';
import { compileTree, displayName, listFolder, readText, type ReadContext } from './read-kind.server';

/** A Markdown file of content/: its front matter checked against its kind's schema, its body with every fact token filled. */
export interface MarkdownDoc<T> {
  /** As people name it: content/articles/why-choose-a-wyoming-llc.md. */
  file: string;
  /** The file's name without .md. */
  name: string;
  meta: T;
  /** Markdown, with the configuration's tokens ({{siteName}}) still in it for the server to fill. */
  body: string;
}

/** Every .md file in a folder of content/, in name order; a file with problems is reported and left out. */
export async function readMarkdownKind<T>(ctx: ReadContext, folder: string, schema: z.ZodType<T>): Promise<Array<MarkdownDoc<T>>> {
  const docs: Array<MarkdownDoc<T>> = [];
  for (const file of await listFolder(ctx, folder, '.md')) {
    const source = await readText(ctx, file);
    if (source === null) continue;
    const doc = compileMarkdown(ctx, file, source, schema);
    if (doc) docs.push(doc);
  }
  return docs;
}

function compileMarkdown<T>(ctx: ReadContext, file: string, source: string, schema: z.ZodType<T>): MarkdownDoc<T> | undefined {
  const name = displayName(ctx, file);
  if (!source.startsWith('---\n')) {
    ctx.issues.add(name, '', 'must start with front matter: a line "---", the fields, and "---" again', 1);
    return undefined;
  }
  // The front matter starts on line 2, after its opening ---.
  const read: { yaml: YamlFile | null } = { yaml: null };
  const parsed = matter(source, {
    engines: {
      yaml: (text: string) => {
        read.yaml = parseYaml(text, name, linesFrom(ctx.issues, 1));
        return read.yaml?.data ?? {};
      },
    },
  });
  const frontMatter = read.yaml;
  if (!frontMatter) return undefined;
  const lineOf = (at: Parameters<YamlFile['lineOf']>[0]) => {
    const line = frontMatter.lineOf(at);
    return line === undefined ? undefined : line + 1;
  };
  const meta = compileTree(ctx, name, parsed.data, schema, lineOf);

  const bodyStart = source.length - parsed.content.length;
  const lineOffset = source.slice(0, bodyStart).split('\n').length - 1;
  for (const finding of checkFigures(parsed.content, ctx.facts, { examplesAllowed: true })) ctx.issues.add(name, '', finding.message, lineOffset + finding.line);
  const body = parsed.content
    .split('\n')
    .map((line, i) => fillText(line, ctx.facts, (message) => ctx.issues.add(name, '', message, lineOffset + i + 1)))
    .join('\n');
  return meta === undefined ? undefined : { file: name, name: path.basename(file, '.md'), meta, body };
}
