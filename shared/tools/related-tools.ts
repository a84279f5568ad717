import type { ToolsContent } from '../content/types';

export type ToolCard = ToolsContent['tools'][number];

/** A tool's id, as content names it in `tools`: the last segment of its path (/tools/delaware-franchise-tax is delaware-franchise-tax). */
export const toolIdOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The tools of content/tools.yaml that `ids` name, in the order they name them. */
export function toolsByIds(tools: readonly ToolCard[], ids: readonly string[]): ToolCard[] {
  return ids.flatMap((id) => tools.filter((tool) => toolIdOf(tool.path) === id));
}
