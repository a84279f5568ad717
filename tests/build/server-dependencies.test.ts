import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { capture } from '../../shared/text/capture';

/** The production image prunes dev dependencies: every package the server bundle imports must be a runtime dependency. */
describe('server bundle dependencies', () => {
  it.each([
    ['dist/server/start.js', ['better-sqlite3', 'pg', 'kysely', 'react']],
    ['dist/server/storage-worker.js', ['better-sqlite3', 'kysely']],
  ])('%s imports only runtime dependencies and Node built-ins', (file, expected) => {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does).`);
    const bundle = readFileSync(file, 'utf8');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const imported = new Set([...bundle.matchAll(/(?:from|import\()\s*"([^".][^"]*)"/g)].map((m) => capture(m, 1)));
    const packageName = (spec: string) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/');
    const missing = [...imported].filter((spec) => !spec.startsWith('node:') && !builtinModules.includes(spec) && !(packageName(spec) in pkg.dependencies) && /^[@a-z]/.test(spec));
    expect(missing).toEqual([]);
    expect(expected.filter((name) => !imported.has(name))).toEqual([]);
  });
});
