import type { loader } from './page.server';
import { usePageData, type RouteData } from '../../page';
import { Link } from '../../components/links';
import { absoluteUrl } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { BlogCover } from '../../components/BlogCover';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../meta/json-ld';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { formatLongDate } from '../../format/long-date';
import { CtaBand } from '../../components/CtaBand';
import { post as postCopy, postCta } from '../../content/generated/blog-post';
import { fillSlots } from '../../format/fill-slots';
import { paths } from '../../site-paths';
import { pageNames } from '../../content/generated/site';
import { PersonByline } from '../../people/PersonByline';
import { bylineJsonLd } from '../../people/people-json-ld';
import { ProseWithTools } from '../../components/ProseWithTools';

export const handle: RouteHandle<RouteData<typeof loader> | undefined> = {
  sheet: 'blog',
  cache: 'blog-posts',
  meta: ({ data: d, config }) => {
    if (d?.kind !== 'post') {
      return {
        title: fillSlots(d?.kind === 'not-found' ? postCopy.notFound.metaTitle : postCopy.unavailable.metaTitle, { siteName: config.siteName }),
        description: postCopy.missingDescription,
        noindex: true,
      };
    }
    const { post, description, byline } = d;
    const path = `/blog/${encodeURIComponent(post._id)}`;
    return {
      title: fillSlots(postCopy.metaTitle, { title: post.title, siteName: config.siteName }),
      description,
      path,
      type: 'article',
      image: post.image ? { url: absoluteUrl(config, post.image), width: 1200, height: 630, alt: post.title } : undefined,
      jsonLd: [
        { ...blogPostingJsonLd(post, description, config), ...bylineJsonLd(config, byline, absoluteUrl(config, path), post.date) },
        breadcrumbJsonLd(config, [
          { name: pageNames.blog, path: paths.blog },
          { name: post.title, path },
        ]),
      ],
    };
  },
};

/** Back to Blog: a link to the list, which client/back-to-blog.ts turns into one step back when the visitor came from inside the site. */
function BackToBlog() {
  return (
    <Link to={paths.blog} className="back-link" data-back-to-blog="">
      {postCopy.backToBlog}
    </Link>
  );
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (data.kind === 'not-found') {
    return (
      <div className="container section narrow">
        <BackToBlog />
        <h1>{postCopy.notFound.heading}</h1>
        <p>{postCopy.notFound.text}</p>
      </div>
    );
  }
  if (data.kind === 'error') {
    return (
      <div className="container section narrow">
        <BackToBlog />
        <h1>{postCopy.unavailable.heading}</h1>
        <p role="alert">{`${postCopy.unavailable.errorLabel} ${data.message}`}</p>
      </div>
    );
  }
  const { post, byline } = data;
  return (
    <article className="container section narrow blog-post">
      <Breadcrumbs items={[{ name: pageNames.blog, path: paths.blog }, { name: post.title }]} />
      <h1>{post.title}</h1>
      {post.date ? (
        <p className="byline">
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
      ) : null}
      {byline ? (
        <p className="byline byline--person">
          <PersonByline byline={byline} />
        </p>
      ) : null}
      {post.image ? <BlogCover image={post.image} alt="" className="blog-post__image" sizes="(min-width: 48rem) 46rem, 100vw" eager /> : null}
      <ProseWithTools html={post.description} tools={post.tools ?? []} />
      <p className="blog-post__category">{`Category: ${post.category}`}</p>
      <CtaBand as="aside" heading={postCta.heading} text={postCta.text} />
      <BackToBlog />
    </article>
  );
}
