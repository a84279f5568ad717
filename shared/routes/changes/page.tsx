import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { ToolsPanel } from '../../components/ToolsPanel';
import { changes, feed, heading, lede, meta } from '../../content/generated/changes';
import { pageNames } from '../../content/generated/site';
import { pageTitle } from '../../meta/build-head';
import { breadcrumbJsonLd } from '../../meta/json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { fillTokens } from '../../public-config';
import { changesFeedPath, paths } from '../../site-paths';
import { ChangeEntry } from './ChangeEntry';

const trail: [Required<Crumb>, Required<Crumb>, Required<Crumb>] = [
  { name: pageNames.home, path: paths.home },
  { name: pageNames.tools, path: paths.tools },
  { name: pageNames.changes, path: paths.changes },
];

/** It changes only with a deploy (the entries are content), so it is cached as any static page; its head names the feed for readers that discover it. */
export const handle: RouteHandle = {
  sheet: 'tools',
  meta: ({ config }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.changes,
    jsonLd: [breadcrumbJsonLd(config, trail)],
    links: [{ rel: 'alternate', type: 'application/atom+xml', href: changesFeedPath, title: fillTokens(feed.title, config) }],
  }),
};

/** /tools/changes: every change of content/changes.yaml, newest first (the compiler sorts them), each its own anchor. */
export function Component() {
  return (
    <div className="container section changes">
      <header className="tool-intro">
        <Breadcrumbs items={[trail[0], trail[1], { name: pageNames.changes }]} />
        <h1>{heading}</h1>
        <p className="lede">{lede}</p>
        <p className="changes-feed">
          <a href={changesFeedPath} type="application/atom+xml">
            {feed.link}
          </a>
        </p>
      </header>
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
