import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { must } from '../support/must';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AssetManifest } from '../../server/assets.server';
import { waitHealthy } from '../../scripts/bench/wait-healthy';
import { stopProcess } from '../../scripts/lib/stop-process';

/**
 * Adding a page is what docs/adding-a-page.md says, and nothing else: in a
 * copy of the project, a folder in shared/routes/, one line in the route table
 * and the page's name in content/site.yaml, then one production build. The
 * page is served with its title and its sheet, listed in the sitemap, and,
 * having no island, none of its code (component or loader) is in a browser chunk.
 */

const port = 3781;
const origin = `http://127.0.0.1:${port}`;
const marker = 'fixture-loader-only-3f9c2a';
const componentMarker = 'fixture-component-only-7d1e4b';

const pageTsx = `import { usePageData } from '../../page';
import type { RouteHandle } from '../../meta/page-meta';
import { paths } from '../../site-paths';
import type { loader } from './page.server';

export const handle: RouteHandle = {
  sheet: 'tools',
  meta: () => ({ title: 'A fixture page', description: 'A page the add-a-page test adds.', path: paths.fixturePage }),
};

export function Component() {
  const { greeting } = usePageData<typeof loader>();
  return <h1 data-fixture="${componentMarker}">{greeting}</h1>;
}
`;

const pageServerTs = `// Server only: this text must never reach a browser chunk.
export function loader(): { greeting: string; source: string } {
  return { greeting: 'Hello from the fixture', source: '${marker}' };
}
`;

function copyProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'add-a-page-'));
  for (const entry of readdirSync('.')) {
    if (['node_modules', 'dist', '.git', '.cache', 'data', 'coverage', 'test-results'].includes(entry)) continue;
    cpSync(entry, path.join(root, entry), { recursive: true, filter: (source) => !source.includes(path.join('shared', 'content', 'generated')) });
  }
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  return root;
}

function addPage(root: string): void {
  const folder = path.join(root, 'shared/routes/fixture-page');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'page.tsx'), pageTsx);
  writeFileSync(path.join(folder, 'page.server.ts'), pageServerTs);
  const table = path.join(root, 'shared/route-table.ts');
  const line = "  { name: 'changes', path: '/tools/changes', folder: 'changes' },\n";
  writeFileSync(table, readFileSync(table, 'utf8').replace(line, `${line}  { name: 'fixturePage', path: '/fixture-page', folder: 'fixture-page' },\n`));
  const site = path.join(root, 'content/site.yaml');
  writeFileSync(site, readFileSync(site, 'utf8').replace('pageNames:\n', 'pageNames:\n  fixturePage: Fixture page\n'));
}

let root: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  root = copyProject();
  addPage(root);
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
  server = spawn(process.execPath, ['dist/server/start.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(origin, { child: server });
}, 600_000);

afterAll(async () => {
  if (server) await stopProcess(server, 'SIGTERM', 5_000);
  rmSync(root, { recursive: true, force: true });
});

/** Every script and stylesheet the build wrote for browsers, with its text. */
function browserFiles(): Array<[string, string]> {
  const files = readdirSync(path.join(root, 'dist/assets'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|css)$/.test(file));
  expect(files.length).toBeGreaterThan(0);
  return files.map((file) => [file, readFileSync(path.join(root, 'dist/assets', file), 'utf8')]);
}

const manifest = (): AssetManifest => JSON.parse(readFileSync(path.join(root, 'dist/manifest.json'), 'utf8')) as AssetManifest;

describe('a page added as docs/adding-a-page.md says', () => {
  it('is served with its title, its loader data and its sheet', async () => {
    const answer = await fetch(`${origin}/fixture-page`);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toMatch(/<title>A fixture page[^<]*<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Hello from the fixture<\/h1>/);
    const sheet = readFileSync(path.join(root, 'dist', must(manifest().sheets.tools, 'the tools sheet')), 'utf8');
    expect(html).toContain(`<style>${sheet}</style>`);
  });

  it('is listed in the sitemap', async () => {
    expect(await (await fetch(`${origin}/sitemap.xml`)).text()).toContain(`<loc>${origin}/fixture-page</loc>`);
  });

  it('is static: nothing in it hydrates, and its component is in no browser chunk', async () => {
    const html = await (await fetch(`${origin}/fixture-page`)).text();
    expect(html).toContain(`data-fixture="${componentMarker}"`);
    // Its own content, that is: every page also carries the contact dialog's island, after the footer.
    expect(/<main[\s\S]*<\/main>/.exec(html)?.[0]).not.toContain('data-island=');
    for (const [file, text] of browserFiles()) expect([file, text.includes(componentMarker)]).toEqual([file, false]);
  });

  it('keeps its page.server.ts out of every browser chunk', () => {
    for (const [file, text] of browserFiles()) expect([file, text.includes(marker)]).toEqual([file, false]);
    // The marker is in the server's bundle, so its absence above means something.
    expect(readFileSync(path.join(root, 'dist/server/start.js'), 'utf8')).toContain(marker);
  });
});
