import type { ToolsContent } from '../../../shared/content/schemas/tools';
import { toolIdOf } from '../../../shared/tools/related-tools';
import type { FieldPath, IssueSink } from './issues.server';

/**
 * Words that mean a reader wants a figure or a date our tools work out: a body
 * with one of them must offer a tool, so no such article or post goes without
 * the link. Whitespace between the words may be a line break of the Markdown.
 */
const toolMentions = [/franchise\s+tax/i, /deadline/i, /due\s+date/i];

/** Each id in `ids` must be a tool of content/tools.yaml. */
export function checkToolIds(file: string, field: FieldPath, ids: readonly string[], tools: ToolsContent | undefined, issues: IssueSink): void {
  if (!tools) return;
  const known = tools.tools.map((tool) => toolIdOf(tool.path));
  for (const [i, id] of ids.entries()) if (!known.includes(id)) issues.add(file, [...field, i], `"${id}" is not a tool of content/tools.yaml (${known.join(', ')})`);
}

/** An article or post: its tools exist, and one that mentions franchise tax or a deadline names at least one. */
export function checkDocTools(doc: { file: string; meta: { tools: string[] }; body: string }, tools: ToolsContent | undefined, issues: IssueSink): void {
  checkToolIds(doc.file, ['tools'], doc.meta.tools, tools, issues);
  if (doc.meta.tools.length) return;
  const mention = toolMentions.map((pattern) => pattern.exec(doc.body)?.[0]).find((found) => found !== undefined);
  if (mention === undefined) return;
  const known = tools ? `: ${tools.tools.map((tool) => toolIdOf(tool.path)).join(', ')}` : '';
  issues.add(
    doc.file,
    'tools',
    `its text mentions "${mention.replace(/\s+/g, ' ')}" but it names no related tool; list one in its front matter (tools: [id]), from content/tools.yaml${known}`,
  );
}
