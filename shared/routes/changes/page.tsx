import type { loader } from './page.server';
import { ToolsPanel } from '../../components/ToolsPanel';
import { changes, feed, heading, lede, meta } from '../../content/generated/changes';
import { pageNames } from '../../content/generated/site';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { usePageData, type RouteData } from '../../page';
import { fillTokens } from '../../public-config';
import { changesFeedPath, paths } from '../../site-paths';
import { itemListJsonLd, toolPageJsonLd } from '../../tools/tool-json-ld';
import { ToolHeader } from '../../tools/ToolHeader';
import { toolTrail } from '../../tools/tool-trail';
import { ChangeEntry } from './ChangeEntry';

const trail = toolTrail({ name: pageNames.changes, path: paths.changes });

/** Each change as the list's item, at its anchor; newest first, as the page lists them. */
const changeItems = changes.map((change) => ({ title: change.title, path: `${paths.changes}#${change.id}` }));

/**
 * It changes only with a deploy (the entries are content), so it is cached as any static page; its head names
 * the feed for readers that discover it. Its dateModified is the later of the review and the newest entry.
 */
export const handle: RouteHandle<RouteData<typeof loader> | undefined> = {
  sheet: 'tools',
  meta: ({ config, data }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.changes,
    jsonLd: toolPageJsonLd(config, itemListJsonLd(config, changeItems), data?.byline ?? null, trail, changes[0]?.published),
    links: [{ rel: 'alternate', type: 'application/atom+xml', href: changesFeedPath, title: fillTokens(feed.title, config) }],
  }),
};

/** /tools/changes: every change of content/changes.yaml, newest first (the compiler sorts them), each its own anchor. */
export function Component() {
  const data = usePageData<typeof loader>();
  return (
    <div className="container section changes">
      <ToolHeader trail={trail} heading={heading} lede={lede} byline={data.byline} />
      <p className="changes-feed">
        <a href={changesFeedPath} type="application/atom+xml">
          {feed.link}
        </a>
      </p>
      <ol className="change-list">
        {changes.map((change) => (
          <li key={change.id}>
            <ChangeEntry change={change} />
          </li>
        ))}
      </ol>
      <ToolsPanel />
    </div>
  );
}
