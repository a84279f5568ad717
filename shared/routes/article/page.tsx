import type { loader } from './page.server';
import { pageNames } from '../../content/generated/site';
import { usePageData, type RouteData } from '../../page';
import { Link } from '../../components/links';
import type { Article } from '../../data/site-data';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { articleJsonLd, breadcrumbJsonLd } from '../../meta/json-ld';
import { articleSocialImagePath } from '../../meta/social-images';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { article as labels } from '../../content/generated/help';
import { hubOf, sectionTitle } from '../../help/sections';
import { fillSlots } from '../../format/fill-slots';
import { usePublicConfig } from '../../public-config';
import { ContactSupportPanel } from '../../help/ContactSupportPanel';
import { formatLongDate } from '../../format/long-date';
import { paths } from '../../site-paths';
import { PersonByline } from '../../people/PersonByline';
import { bylineJsonLd } from '../../people/people-json-ld';
import { ProseWithTools } from '../../components/ProseWithTools';

function crumbs(article: Pick<Article, 'section' | 'title' | 'slug'>) {
  const hub = hubOf(article.section);
  return [{ name: pageNames.help, path: paths.help }, ...(hub ? [{ name: hub.title, path: hub.path }] : []), { name: article.title, path: `/${article.slug}` }];
}

export const handle: RouteHandle<RouteData<typeof loader>> = {
  sheet: 'help',
  meta: ({ data: article, config }) => {
    return {
      title: pageTitle(article.title, config),
      description: article.description,
      path: `/${article.slug}`,
      type: 'article',
      image: { url: articleSocialImagePath(article.slug), width: 1200, height: 630, alt: article.title },
      jsonLd: [
        {
          ...articleJsonLd(article, config, `${config.siteUrl}${articleSocialImagePath(article.slug)}`),
          ...bylineJsonLd(config, article.byline, `${config.siteUrl}/${article.slug}`, article.date),
        },
        breadcrumbJsonLd(config, crumbs(article)),
      ],
    };
  },
};

export function Component() {
  const article = usePageData<typeof loader>();
  const config = usePublicConfig();
  const trail = crumbs(article);
  return (
    <div className="container section article-layout">
      <article className="narrow article">
        <Breadcrumbs items={[...trail.slice(0, -1), { name: article.title }]} />
        <p className="eyebrow">{sectionTitle(article.section)}</p>
        <h1>{article.title}</h1>
        <p className="byline">
          {fillSlots(labels.byline, { siteName: config.siteName })} · <time dateTime={article.date}>{formatLongDate(article.date)}</time> ·{' '}
          {fillSlots(labels.readingTime, { minutes: String(article.readingMinutes) })}
        </p>
        {article.byline ? (
          <p className="byline byline--person">
            <PersonByline byline={article.byline} />
          </p>
        ) : null}
        <ProseWithTools html={article.html} tools={article.tools} />
      </article>
      {article.related.length ? (
        <aside className="related" aria-labelledby="related-heading">
          <h2 id="related-heading">{labels.related}</h2>
          <ul className="card-list">
            {article.related.map((r) => (
              <li key={r.slug} className="card">
                <Link to={`/${r.slug}`} className="card__link">
                  <span className="card__title">{r.title}</span>
                  <span className="card__text">{r.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <ContactSupportPanel />
    </div>
  );
}
