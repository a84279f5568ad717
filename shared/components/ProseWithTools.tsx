import { splitAfterFirstSection } from '../text/first-section';
import { RelatedTools } from './RelatedTools';

/**
 * An article's or a post's body with its related tools after the first
 * section, where a reader who came for a figure or a date meets them before
 * the long explanation; with no tools, the body alone.
 */
export function ProseWithTools({ html, tools }: { html: string; tools: readonly string[] }) {
  if (!tools.length) return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
  const { first, rest } = splitAfterFirstSection(html);
  return (
    <>
      <div className="prose" dangerouslySetInnerHTML={{ __html: first }} />
      <RelatedTools ids={tools} />
      {rest ? <div className="prose" dangerouslySetInnerHTML={{ __html: rest }} /> : null}
    </>
  );
}
