import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { editContent } from '../support/content-copy';
import { copyProject } from '../support/project-copy';
import { waitFor } from '../support/wait-for';
import { capture } from '../../shared/text/capture';
import { freePort } from '../../scripts/lib/ports';

/**
 * npm run dev on a copy of the project: an edit to content/ is on the next
 * page load, in the server's HTML and in the browser's chunk that hydrates it,
 * with no restart; a broken file is reported and the last good content served.
 */
// The contact dialog's introduction: in every page's HTML and in the dialog island's chunk.
const before = 'Tell us a little about your business and an accountant will get back to you, usually within one business day.';
const after = 'Tell us a little about your business, edited while the server runs.';

describe('npm run dev', () => {
  let root: string;
  let child: ChildProcess;
  let output = '';
  let base: string;
  const page = async (url: string) => (await fetch(`${base}${url}`)).text();

  beforeAll(async () => {
    root = copyProject('dev-reload', ['server', 'shared', 'client', 'content', 'scripts'], ['package.json', 'tsconfig.json']);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor('the dev server to listen', () => output.includes('site listening') || child.exitCode !== null, 90_000);
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
  }, 100_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('shows an edit to content/ on the next load, in the HTML and in the island chunk that hydrates it, without a restart', async () => {
    expect(await page('/')).toContain(before);
    editContent(path.join(root, 'content'), 'forms.yaml', `modalIntro: ${before}`, `modalIntro: ${after}`);
    await waitFor('the edit on the home page', async () => (await page('/')).includes(after), 60_000, 250);

    const html = await page('/');
    const scripts = [...new Set([...html.matchAll(/\/assets\/[\w/.-]+\.js/g)].map((m) => m[0]))];
    const chunks = await Promise.all(
      [
        ...scripts,
        ...(JSON.parse(capture(/<script type="application\/json"[^>]*>([^<]*)</.exec(html)!, 1)) as { hydrator: string[] }).hydrator,
        ...[...html.matchAll(/data-chunks="([^"]*)"/g)].flatMap((m) => capture(m, 1).split(' ')),
      ].map((url) => page(url)),
    );
    expect(chunks.some((code) => code.includes(after))).toBe(true);
    expect(chunks.some((code) => code.includes(before))).toBe(false);

    expect(output.match(/site listening/g)).toHaveLength(1);
    expect(child.exitCode).toBeNull();
  }, 90_000);

  it('reports a broken content file with its line and keeps serving the last good content', async () => {
    writeFileSync(path.join(root, 'content', 'apps.yaml'), 'heading: [broken\n');
    await waitFor('the problem reported', () => output.includes('content/apps.yaml:'), 60_000, 250);
    expect(output).toContain('Still serving the last good content.');
    expect(await page('/')).toContain(after);
    expect(child.exitCode).toBeNull();
  }, 90_000);
});
