import { build, type BuildOptions } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientBuildOptions, serverBuildOptions } from '../../scripts/build';

/**
 * An import must mean the same code to the type checker, the browser build,
 * the server build and jest. Mapping a package name to other code (a bundler
 * plugin or alias, a jest moduleNameMapper, tsconfig paths) lets code that
 * type-checks against one module run against another.
 *
 * Which code may import what (react-router only in *.server modules, no server
 * code in the browser's) is a lint rule: eslint.config.js, proved in lint-rules.test.ts.
 */

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBare = (specifier: string) => !specifier.startsWith('.') && !path.isAbsolute(specifier);

/** Every bare import in a build that did not end up in its own package's folder, as "importer: specifier -> file". */
async function importsResolvedElsewhere(options: BuildOptions): Promise<string[]> {
  const { metafile } = await build({ ...options, write: false, metafile: true, logLevel: 'silent' });
  const wrong: string[] = [];
  for (const [importer, input] of Object.entries(metafile.inputs)) {
    for (const imp of input.imports) {
      const specifier = imp.original ?? imp.path;
      if (imp.external || !isBare(specifier)) continue;
      // node_modules may be a link to another checkout's: the package's folder is what counts, wherever it is.
      if (!path.resolve(imp.path).includes(`/node_modules/${packageOf(specifier)}/`)) wrong.push(`${importer}: ${specifier} -> ${imp.path}`);
    }
  }
  return wrong;
}

describe('every import means the same module everywhere', () => {
  it('the browser build resolves each package name to that package', async () => {
    expect(await importsResolvedElsewhere(clientBuildOptions)).toEqual([]);
  });

  it('the server build resolves each package name to that package', async () => {
    expect(await importsResolvedElsewhere(serverBuildOptions)).toEqual([]);
  });

  it('jest and the type checker map no module name', () => {
    // jest.config.mjs is an ES module; read as Node reads it, in a process of its own.
    const printed = execFileSync(process.execPath, ['--input-type=module', '-e', "console.log(JSON.stringify((await import('./jest.config.mjs')).default))"], { encoding: 'utf8' });
    const jest = JSON.parse(printed) as Record<string, unknown> & { projects?: Array<Record<string, unknown>> };
    for (const config of [jest, ...(jest.projects ?? [])]) {
      expect({ moduleNameMapper: config.moduleNameMapper, resolver: config.resolver }).toEqual({ moduleNameMapper: undefined, resolver: undefined });
    }
    const tsconfig = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { compilerOptions: Record<string, unknown> };
    expect(tsconfig.compilerOptions.paths).toBeUndefined();
  });
});
