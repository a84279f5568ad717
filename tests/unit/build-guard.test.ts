import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noServerCode } from '../../scripts/build';

async function bundle(source: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'guard-'));
  writeFileSync(path.join(dir, 'secret.server.ts'), 'export const secret = process.env.SMTP_URL;');
  writeFileSync(path.join(dir, 'fine.ts'), 'export const fine = 1;');
  writeFileSync(path.join(dir, 'entry.ts'), source);
  return build({ entryPoints: [path.join(dir, 'entry.ts')], bundle: true, write: false, plugins: [noServerCode], logLevel: 'silent' });
}

describe('browser build guard', () => {
  it('fails the build when browser code imports a *.server module', async () => {
    await expect(bundle("import { secret } from './secret.server'; console.log(secret);")).rejects.toThrow(/server-only/);
  });

  it('lets ordinary modules through', async () => {
    const result = await bundle("import { fine } from './fine'; console.log(fine);");
    expect(result.errors).toEqual([]);
  });
});
