import type { Crumb } from '../components/Breadcrumbs';
import { pageNames } from '../content/generated/site';
import { paths } from '../site-paths';

/** Home › Tools › the tool: every tool page's breadcrumbs and BreadcrumbList; the hub's trail ends at Tools. */
export function toolTrail(tool?: Required<Crumb>): Array<Required<Crumb>> {
  const hub = [
    { name: pageNames.home, path: paths.home },
    { name: pageNames.tools, path: paths.tools },
  ];
  return tool ? [...hub, tool] : hub;
}
