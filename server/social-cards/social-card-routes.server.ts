import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { Config } from '../config.server';
import type { ArticleStore } from '../content/articles.server';
import { createSocialCardRenderer, type SocialCardRenderer, type SocialCardText } from './social-card.server';
import { articleSocialImagePath, defaultSocialImage } from '../../shared/meta/social-images';
import { article as articleLabels } from '../../shared/content/generated/help';
import { socialCardTitle } from '../../shared/content/generated/site';

/** Cards change only with a restart (new name or content), so caches may keep one for an hour and then revalidate by ETag. */
const cacheControl = 'public, max-age=3600';

interface Card {
  etag: string;
  png: Buffer;
}

/**
 * The Open Graph and Twitter cards, drawn with the running configuration's
 * firm name: each is rendered on its first request and kept in memory, so
 * `docker run -e SITE_NAME=…` previews the name it runs with. The renderer
 * (fonts and satori) loads on the first card request unless one is given.
 */
export function socialCardRoutes(config: Pick<Config, 'siteName'>, content: { articles: Pick<ArticleStore, 'all'> }, renderer?: Promise<SocialCardRenderer>): Router {
  const texts = new Map<string, SocialCardText>([[defaultSocialImage.path, { title: socialCardTitle, siteName: config.siteName }]]);
  for (const article of content.articles.all()) {
    texts.set(articleSocialImagePath(article.slug), { title: article.title, eyebrow: articleLabels.cardEyebrow, siteName: config.siteName });
  }
  let draw = renderer;
  const cards = new Map<string, Promise<Card>>();
  const card = (path: string, text: SocialCardText): Promise<Card> => {
    let found = cards.get(path);
    if (!found) {
      draw ??= createSocialCardRenderer();
      found = draw.then((render) => render(text)).then((png) => ({ png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` }));
      // A failed draw is not kept, so the next request tries again.
      found.catch(() => cards.delete(path));
      cards.set(path, found);
    }
    return found;
  };

  const router = Router();
  router.get('/images/og/{*card}', async (req, res, next) => {
    const text = texts.get(req.path);
    if (!text) return next();
    try {
      const { png, etag } = await card(req.path, text);
      // Express's send answers 304 when the request is fresh for this ETag, and drops the body for HEAD.
      res.set({ 'Cache-Control': cacheControl, ETag: etag }).type('png').send(png);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
