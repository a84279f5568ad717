import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContent } from '../../server/content/compile/compile-content.server';
import { loadSiteContent } from '../../server/content/content.server';
import { compileContentModules } from '../../scripts/build';
import { formatIssue } from '../../server/content/compile/issues.server';
import { copyContent, editContent } from '../support/content-copy';

/** npm run content:check on a folder: its exit status and what it printed. */
function contentCheck(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts', '--check', `--dir=${dir}`], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function problems(dir: string): Promise<string[]> {
  const result = await compileContent(dir);
  return result.issues.map(formatIssue);
}

describe('npm run content:check', () => {
  it('passes the site as it is', async () => {
    expect(await problems(path.resolve('content'))).toEqual([]);
    const run = contentCheck(path.resolve('content'));
    expect(run.output).toMatch(/^content: ok \(\d+ facts\)/);
    expect(run.status).toBe(0);
  });

  it('names the file, the line, the field and what is wrong, and exits 1', () => {
    const dir = copyContent();
    editContent(dir, 'pricing.yaml', 'price: "{{fact.plans.taxReturn.price}}"', 'price: one hundred and fifty');
    const run = contentCheck(dir);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/content\/pricing\.yaml:\d+: plans\[1\]\.price: Invalid input: expected number, received string/);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('lists every problem at once: a key the schema does not know, a fact that does not exist, a missing file, bad YAML', async () => {
    const dir = copyContent();
    editContent(dir, 'pricing.yaml', 'eyebrow: Pricing', 'eyebrow: Pricing\neyebrw: Pricing');
    editContent(dir, 'pricing.yaml', '{{fact.plans.slider.firstCeiling}}.', '{{fact.plans.slider.firstCieling}}.');
    writeFileSync(path.join(dir, 'facts.yaml'), 'x: [\n', { flag: 'a' });
    const found = await problems(dir);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/pricing\.yaml:\d+: Unrecognized key: "eyebrw"/),
        expect.stringMatching(/^content\/pricing\.yaml:\d+: slider\.help: \{\{fact\.plans\.slider\.firstCieling\}\} names no fact/),
        expect.stringMatching(/^content\/facts\.yaml:\d+: YAML: /),
      ]),
    );
    rmSync(path.join(dir, 'pricing.yaml'));
    expect(await problems(dir)).toContain('content/pricing.yaml: the file is missing');
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('refuses a price written out instead of named, and names the fact it copies', async () => {
    const dir = copyContent();
    editContent(dir, 'pricing.yaml', 'Bookkeeping starts at {{fact.plans.bookkeeping.price}} a month', 'Bookkeeping starts at $100 a month');
    expect(await problems(dir)).toEqual([
      expect.stringMatching(/^content\/pricing\.yaml:\d+: slider\.help: "\$100" writes out plans\.bookkeeping\.price: name it \{\{fact\.plans\.bookkeeping\.price\}\}/),
    ]);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("stops the build and the server's start-up on a bad file, naming it, before any page could show it", async () => {
    const dir = copyContent();
    editContent(dir, 'home.yaml', /^ {2}eyebrow: .*$/m, '  eyebrow: ""');
    const named = /content\/home\.yaml:\d+: hero\.eyebrow: must not be empty/;
    await expect(compileContentModules(dir)).rejects.toThrow(named);
    await expect(loadSiteContent({ siteName: 'Ledgerline', contactEmail: 'hello@example.com', productName: 'Ledgerline Portal' }, dir)).rejects.toThrow(named);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
