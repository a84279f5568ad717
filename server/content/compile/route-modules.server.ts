import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The page folders (shared/routes/<folder>/) as two generated modules, so no
 * one keeps a list of pages by hand: route-pages.ts loads each folder's
 * page.tsx when its route matches (one browser chunk per page, named by its
 * folder in the build's manifest), and route-folders.server.ts gives the
 * server every page's handle and its page.server.ts (loader, action) at start.
 * A folder without page.tsx is a page's parts, not a page.
 */
export function routeModuleSources(generatedDir: string): Record<string, string> {
  const routesDir = path.resolve(generatedDir, '../../routes');
  const folders = readdirSync(routesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(routesDir, entry.name, 'page.tsx')))
    .map((entry) => entry.name)
    .sort();
  const id = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const hasServer = (folder: string) => existsSync(path.join(routesDir, folder, 'page.server.ts'));
  const header = '// Generated from the folders of shared/routes/ by the content compiler: add or remove a folder, not a line here.';
  const importPath = (file: string) => `'${path.relative(generatedDir, file).split(path.sep).join('/')}'`;
  const pageTypes = importPath(path.resolve(routesDir, '../route-module'));
  const serverTypes = importPath(path.resolve(routesDir, '../../server/ssr/route-folder.server'));
  return {
    'route-pages.ts': [
      header,
      `import type { PageModules } from ${pageTypes};`,
      '',
      'export const routePages = {',
      ...folders.map((folder) => `  '${folder}': () => import(${importPath(path.join(routesDir, folder, 'page'))}),`),
      '} satisfies PageModules;',
      '',
    ].join('\n'),
    'route-folders.server.ts': [
      header,
      `import type { RouteFolders } from ${serverTypes};`,
      ...folders.flatMap((folder) => [
        `import * as ${id(folder)} from ${importPath(path.join(routesDir, folder, 'page'))};`,
        ...(hasServer(folder) ? [`import * as ${id(folder)}Server from ${importPath(path.join(routesDir, folder, 'page.server'))};`] : []),
      ]),
      '',
      'export const routeFolders = {',
      ...folders.map((folder) => `  '${folder}': { page: ${id(folder)}${hasServer(folder) ? `, server: ${id(folder)}Server` : ''} },`),
      '} satisfies RouteFolders;',
      '',
    ].join('\n'),
  };
}
