import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { capture } from '../../shared/text/capture';

beforeAll(() => {
  if (!existsSync('dist/server/start.js')) throw new Error('dist/server/start.js is missing: run `npm run build` before jest (npm test does).');
});

/** Starts the built entry point as the image does, with only the given environment on top of a clean production one. */
function startSite(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'placeholder-start-'));
  const child = spawn(process.execPath, ['dist/server/start.js'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(stdout);
      if (match) resolve(capture(match, 1));
    });
    void exited.then((code) => reject(new Error(`exited with ${String(code)}: ${stderr}`)));
  });
  listening.catch(() => undefined);
  return { child, exited, listening, stderr: () => stderr, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe('a public production start with placeholder identity', () => {
  it('refuses to start, naming each placeholder and what to set, before it listens', async () => {
    const site = startSite({ SITE_URL: 'https://www.acme-books.com' });
    try {
      expect(await site.exited).toBe(1);
      expect(site.stderr()).toMatch(/APP_ORIGIN: https:\/\/app\.ledgerline\.example is a placeholder/);
      expect(site.stderr()).toMatch(/CONTACT_EMAIL: hello@ledgerline\.example is a placeholder/);
    } finally {
      site.cleanup();
    }
  });

  it('serves pages that link to the real portal and address once they are set', async () => {
    const site = startSite({ SITE_URL: 'https://www.acme-books.com', APP_ORIGIN: 'https://app.acme-books.com', CONTACT_EMAIL: 'hello@acme-books.com' });
    try {
      const url = await site.listening;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const page = await (await fetch(`${url}/pricing`)).text();
      expect(page).toContain('https://app.acme-books.com');
      expect(page).not.toContain('ledgerline.example');
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
    } finally {
      if (site.child.exitCode === null) site.child.kill('SIGKILL');
      site.cleanup();
    }
  });
});
