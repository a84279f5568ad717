import { servicePages } from '../../content/generated/services';
import { pageNames, serviceNames } from '../../content/generated/site';
import { paths } from '../../site-paths';
import type { ServicePage } from '../../content/types';

/** The one service page folder serves five paths; the path picks the content. */
export function serviceFor(pathname: string): ServicePage {
  const service = servicePages.find((s) => s.path === pathname);
  if (!service) throw new Error(`No service page for ${pathname}`);
  return service;
}

export function breadcrumbTrail(service: ServicePage) {
  return [
    { name: pageNames.home, path: paths.home },
    { name: serviceNames[service.path], path: service.path },
  ];
}

/** FAQ answers are plain text in which blank lines separate paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
