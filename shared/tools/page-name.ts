import { pageNames, serviceNames } from '../content/generated/site';
import { pageKeys, paths, type PageKey } from '../site-paths';

const keyByPath = new Map<string, PageKey>(pageKeys.map((key) => [paths[key], key]));

/** The name menus and breadcrumbs give the page at a path, or undefined when no page of the table or service is there (a help article). */
export function pageNameAt(path: string): string | undefined {
  const key = keyByPath.get(path);
  if (key) return pageNames[key];
  return (serviceNames as Partial<Record<string, string>>)[path];
}
