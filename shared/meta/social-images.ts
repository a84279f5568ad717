/**
 * Where the social cards live: the pages' og:image and twitter:image point
 * here, and the server draws each card at this address with the running
 * configuration (server/social-cards/).
 */
export const defaultSocialImage = {
  path: '/images/og/default.png',
  width: 1200,
  height: 630,
} as const;

/** A help article's card, titled with the article. */
export function articleSocialImagePath(slug: string): string {
  return `/images/og/articles/${slug}.png`;
}
