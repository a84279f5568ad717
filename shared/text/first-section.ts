/**
 * A rendered Markdown body cut just before its second <h2>: its opening and
 * first section, then the rest. A body with fewer than two sections is all
 * `first`. Marked writes headings only at the top level of its HTML, so the
 * cut never falls inside another element.
 */
export function splitAfterFirstSection(html: string): { first: string; rest: string } {
  const cut = [...html.matchAll(/<h2[\s>]/g)][1]?.index;
  return cut === undefined ? { first: html, rest: '' } : { first: html.slice(0, cut), rest: html.slice(cut) };
}
