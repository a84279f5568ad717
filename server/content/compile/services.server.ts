import path from 'node:path';
import { servicePage, type ServicePage } from '../../../shared/content/schemas/service';
import { servicePaths } from '../../../shared/site-paths';
import { displayName, listFolder, readYamlKind, type ReadContext } from './read-kind.server';

/**
 * content/services/: one file per service page, named by its path
 * (tax-return.yaml is /tax-return), in the order of shared/route-table.ts.
 */
export async function readServicePages(ctx: ReadContext): Promise<ServicePage[]> {
  const pages: ServicePage[] = [];
  for (const file of await listFolder(ctx, 'services', '.yaml')) {
    const page = await readYamlKind(ctx, file, servicePage);
    if (!page) continue;
    if (`/${path.basename(file, '.yaml')}` !== page.path) ctx.issues.add(displayName(ctx, file), 'path', `is ${page.path}, so the file must be named ${page.path.slice(1)}.yaml`);
    else pages.push(page);
  }
  const order: string[] = servicePaths;
  for (const path of servicePaths) {
    if (!pages.some((page) => page.path === path)) ctx.issues.add(displayName(ctx, `services/${path.slice(1)}.yaml`), '', `the ${path} page's copy is missing`);
  }
  return pages.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
}
