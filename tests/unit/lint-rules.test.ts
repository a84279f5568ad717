import { spawn } from 'node:child_process';
import { staticPaths } from '../../shared/site-paths';

/**
 * The architecture rules of eslint.config.js, proved on snippets linted as if
 * they were files of the project, so each block of the config applies by its
 * file globs (the type-aware rules are off: these rules read imports and
 * syntax). Each expectation fails if its rule leaves the config or stops
 * covering the files it is about.
 */

interface Snippet {
  name: string;
  filePath: string;
  code: string;
}

interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}

/** Lints every snippet in one ESLint process (tests/support/lint-snippets.mjs), so the TypeScript program is built once. */
function lint(snippets: Snippet[]): Promise<Map<string, LintMessage[]>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tests/support/lint-snippets.mjs'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lint-snippets.mjs exited with ${String(code)}: ${err}`));
      const results = JSON.parse(out) as LintMessage[][];
      if (results.length !== snippets.length) return reject(new Error(`lint-snippets.mjs gave ${results.length} results for ${snippets.length} snippets`));
      resolve(new Map(snippets.map((snippet, i) => [snippet.name, results[i] ?? []])));
    });
    child.stdin.end(JSON.stringify(snippets.map(({ filePath, code }) => ({ filePath, code }))));
  });
}

const restrictedImport = '@typescript-eslint/no-restricted-imports';
const restrictedSyntax = 'no-restricted-syntax';
const pagePathMessage = /^Spell page paths only in shared\/route-table\.ts/;
const serverCodeMessage = /Browser code \(client\/ and shared\/\) must not import server code or Node built-ins/;

const reactRouter = "import { matchRoutes } from 'react-router';\nexport const match = matchRoutes;\n";
const pagePathPaths = staticPaths.filter((p) => p !== '/');

const snippets: Snippet[] = [
  { name: 'react-router in shared code', filePath: 'shared/components/links.tsx', code: reactRouter },
  { name: 'react-router in client code', filePath: 'client/entry.tsx', code: reactRouter },
  { name: 'react-router in a server module not named .server', filePath: 'server/start.ts', code: reactRouter },
  { name: 'react-router in a .server.ts module', filePath: 'server/ssr/route-context.server.ts', code: reactRouter },
  { name: 'react-router in a .server.tsx module', filePath: 'server/ssr/render.server.tsx', code: reactRouter },

  { name: 'server module from client code', filePath: 'client/entry.tsx', code: "import { createLogger } from '../server/logger.server';\nexport const l = createLogger;\n" },
  { name: 'server folder from shared code', filePath: 'shared/components/links.tsx', code: "import { loadConfig } from '../../server/config';\nexport const c = loadConfig;\n" },
  { name: 'a .server module beside shared code', filePath: 'shared/components/links.tsx', code: "import { x } from './thing.server';\nexport const y = x;\n" },
  {
    name: "a loader's type from its page.server module",
    filePath: 'shared/routes/pricing/page.tsx',
    code: "import type { loader } from './page.server';\nexport type Loader = typeof loader;\n",
  },
  { name: 'node: built-in in client code', filePath: 'client/entry.tsx', code: "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n" },
  { name: 'bare built-in in shared code', filePath: 'shared/components/links.tsx', code: "import path from 'path';\nexport const p = path;\n" },
  { name: 'dynamic import of server code from client code', filePath: 'client/entry.tsx', code: "export const load = () => import('../server/logger.server');\n" },
  {
    name: 'server module from server code',
    filePath: 'server/start.ts',
    code: "import { createLogger } from './logger.server';\nimport { readFileSync } from 'node:fs';\nexport const l = [createLogger, readFileSync];\n",
  },

  ...pagePathPaths.map((p) => ({ name: `page path ${p} in shared code`, filePath: 'shared/components/links.tsx', code: `export const to = '${p}';\n` })),
  { name: 'page path in a JSX attribute', filePath: 'shared/components/links.tsx', code: 'export const a = <a href="/pricing">Pricing</a>;\n' },
  { name: 'page path in a template literal', filePath: 'shared/components/links.tsx', code: 'export const to = `/contact`;\n' },
  { name: 'page path quoted in HTML in a string', filePath: 'server/seo/rss.server.ts', code: 'export const html = \'<a href="/blog">Blog</a>\';\n' },
  { name: 'page path in server code', filePath: 'server/seo/sitemap.server.ts', code: "export const to = '/help';\n" },
  { name: 'page path in client code', filePath: 'client/entry.tsx', code: "export const to = '/refund';\n" },
  { name: 'page path in the table', filePath: 'shared/route-table.ts', code: "export const to = '/pricing';\n" },
  { name: 'page path in a form component', filePath: 'shared/forms/QuerySent.tsx', code: "export const to = '/submitRequest';\n" },
  { name: 'page path in the request pipeline', filePath: 'server/ssr/ssr-handler.server.ts', code: "export const to = '/blog';\n" },
  { name: 'a longer path that starts like a page path', filePath: 'shared/components/links.tsx', code: "export const to = '/pricing-guide';\n" },
  { name: 'the home path', filePath: 'shared/components/links.tsx', code: "export const to = '/';\n" },
];

let results: Map<string, LintMessage[]>;
beforeAll(async () => {
  results = await lint(snippets);
}, 120_000);

const fromRule = (name: string, ruleId: string, message?: RegExp) => (results.get(name) ?? []).filter((m) => m.ruleId === ruleId && (!message || message.test(m.message)));

describe('react-router is imported only by *.server modules', () => {
  it.each(['react-router in shared code', 'react-router in client code', 'react-router in a server module not named .server'])('%s is an error', (name) => {
    expect(fromRule(name, restrictedImport, /react-router/)).toHaveLength(1);
  });

  it.each(['react-router in a .server.ts module', 'react-router in a .server.tsx module'])('%s is allowed', (name) => {
    expect(fromRule(name, restrictedImport)).toEqual([]);
  });
});

describe('browser code does not import server code or Node built-ins', () => {
  it.each(['server module from client code', 'server folder from shared code', 'a .server module beside shared code', 'node: built-in in client code', 'bare built-in in shared code'])(
    '%s is an error',
    (name) => {
      expect(fromRule(name, restrictedImport, serverCodeMessage)).toHaveLength(1);
    },
  );

  it('a dynamic import of server code is an error', () => {
    expect(fromRule('dynamic import of server code from client code', restrictedSyntax, serverCodeMessage)).toHaveLength(1);
  });

  it("a type-only import of a page's loader is allowed: the bundler erases it", () => {
    expect(fromRule("a loader's type from its page.server module", restrictedImport)).toEqual([]);
  });

  it('server code may import server code and Node built-ins', () => {
    expect(fromRule('server module from server code', restrictedImport)).toEqual([]);
  });
});

describe('page paths are spelt only in shared/route-table.ts', () => {
  it.each(pagePathPaths)('the table’s %s, spelt elsewhere, is an error', (p) => {
    expect(fromRule(`page path ${p} in shared code`, restrictedSyntax, pagePathMessage)).toHaveLength(1);
  });

  it.each([
    'page path in a JSX attribute',
    'page path in a template literal',
    'page path quoted in HTML in a string',
    'page path in server code',
    'page path in client code',
    'page path in a form component',
    'page path in the request pipeline',
  ])('%s is an error', (name) => {
    expect(fromRule(name, restrictedSyntax, pagePathMessage)).toHaveLength(1);
  });

  it.each(['page path in the table', 'a longer path that starts like a page path', 'the home path'])('%s is allowed', (name) => {
    expect(fromRule(name, restrictedSyntax, pagePathMessage)).toEqual([]);
  });
});
