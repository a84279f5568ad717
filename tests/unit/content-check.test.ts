import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileContent } from '../../server/content/compile/compile-content.server';
import { loadSiteContent } from '../../server/content/content.server';
import { compileContentModules } from '../../scripts/build';
import { formatIssue } from '../../server/content/compile/issues.server';
import { checkContent } from '../../server/content/compile/content-check.server';
import { copyContent, editContent } from '../support/content-copy';
import { tools } from '../../shared/content/generated/tools';
import { toolIdOf } from '../../shared/tools/related-tools';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

/** The check `npm run content:check` runs, in this process: its exit status and what it would print. */
async function contentCheck(dir: string, today = isoDay(new Date())): Promise<{ status: number; output: string }> {
  const report = await checkContent(dir, today);
  return { status: report.status, output: [...report.out, ...report.err].join('\n') };
}

/** The command itself, as CI runs it: its exit status and what it printed. */
function contentCheckCommand(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts', '--check', `--dir=${dir}`], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function problems(dir: string): Promise<string[]> {
  const result = await compileContent(dir);
  return result.issues.map(formatIssue);
}

describe('review days: a figure nobody has confirmed in time stops CI', () => {
  it("fails on a fact past its review day, naming the fact's key and its file, and the command exits 1", () => {
    const dir = copyContent();
    editContent(dir, 'facts.yaml', /( {2}corporateRate:\n(?:.*\n)*? {4}asOf: )\S+\n {4}reviewBy: \S+/, `$12020-01-01\n    reviewBy: ${daysFromToday(-1)}`);
    const run = contentCheckCommand(dir);
    expect(run.status).toBe(1);
    expect(run.output).toContain(`content/facts.yaml: tax.corporateRate: its review day ${daysFromToday(-1)} has passed`);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("fails on a compliance rule's or a state fee's past review day, naming the file and the rule or fee", async () => {
    const dir = copyContent();
    editContent(dir, 'compliance/states/wy.yaml', /( {2}- id: wy-registered-agent\n(?:.*\n)*? {4}asOf: )\S+\n {4}reviewBy: \S+/, `$12020-01-01\n    reviewBy: 2020-06-30`);
    editContent(dir, 'compliance/states/de.yaml', /( {4}filingFee:\n(?:.*\n)*? {6}asOf: )\S+\n {6}reviewBy: \S+/, `$12020-01-01\n      reviewBy: 2020-06-30`);
    const run = await contentCheck(dir);
    expect(run.status).toBe(1);
    expect(run.output).toContain('content/compliance/states/wy.yaml: rules.wy-registered-agent: its review day 2020-06-30 has passed');
    expect(run.output).toContain('content/compliance/states/de.yaml: formation.llc.filingFee: its review day 2020-06-30 has passed');
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('warns 30 days ahead and still passes; the review day itself is not yet late', async () => {
    const dir = copyContent();
    editContent(dir, 'facts.yaml', /( {2}corporateRate:\n(?:.*\n)*? {4}asOf: )\S+\n {4}reviewBy: \S+/, `$12020-01-01\n    reviewBy: ${daysFromToday(29)}`);
    const soon = await contentCheck(dir);
    expect(soon.status).toBe(0);
    expect(soon.output).toContain(`content/facts.yaml: tax.corporateRate: to be confirmed by ${daysFromToday(29)}`);
    const onTheDay = await contentCheck(dir, daysFromToday(29));
    expect(onTheDay.output).not.toContain('tax.corporateRate: its review day');
    expect((await contentCheck(dir, daysFromToday(30))).output).toContain('tax.corporateRate: its review day');
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('refuses a fact without a review day, or one due before it was last confirmed', async () => {
    const dir = copyContent();
    editContent(dir, 'facts.yaml', /( {2}corporateRate:\n(?:.*\n)*? {4}asOf: \S+\n) {4}reviewBy: \S+\n/, '$1');
    editContent(dir, 'facts.yaml', /( {2}dividendWithholding:\n(?:.*\n)*? {4}asOf: )\S+\n {4}reviewBy: \S+/, '$12025-08-01\n    reviewBy: 2025-07-01');
    const found = await problems(dir);
    expect(found).toEqual(
      expect.arrayContaining([expect.stringMatching(/facts\.yaml:\d+: tax\.corporateRate\.reviewBy: /), expect.stringMatching(/tax\.dividendWithholding\.reviewBy: must be after asOf/)]),
    );
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('every fact, rule and state fee of the site has a review day still ahead', async () => {
    const result = await compileContent(path.resolve('content'));
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
    const { reviewFindings } = await import('../../server/content/compile/review-dates.server');
    expect(reviewFindings(result.content, isoDay(new Date())).filter((f) => f.overdue)).toEqual([]);
  });
});

describe('npm run content:check', () => {
  it('passes the site as it is', async () => {
    expect(await problems(path.resolve('content'))).toEqual([]);
    const run = contentCheckCommand(path.resolve('content'));
    expect(run.output).toMatch(/^content: ok \(\d+ facts\)/);
    expect(run.status).toBe(0);
  });

  it('names the file, the line, the field and what is wrong, and exits 1', async () => {
    const dir = copyContent();
    editContent(dir, 'pricing.yaml', 'price: "{{fact.plans.taxReturn.price}}"', 'price: one hundred and fifty');
    const run = await contentCheck(dir);
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

  it("refuses a rule's earlier amounts out of date order, naming the rule's line", async () => {
    const dir = copyContent();
    editContent(
      dir,
      'compliance/states/de.yaml',
      'earlierAmounts: [{ dueThrough: 2026-06-01, amount: "{{fact.delaware.llc.taxThrough2025}}" }]',
      'earlierAmounts: [{ dueThrough: 2026-06-01, amount: 300 }, { dueThrough: 2025-06-01, amount: 250 }]',
    );
    expect(await problems(dir)).toContainEqual(
      expect.stringMatching(/^content\/compliance\/states\/de\.yaml:\d+: rules\[\d+\]\.earlierAmounts: must list the dates from the earliest, each once$/),
    );
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

describe('related tools: an article or post that mentions franchise tax or a deadline offers a tool', () => {
  const toolIds = tools.map((tool) => toolIdOf(tool.path));

  /** A new article in a content copy, its front matter an existing article's at a path of its own, with the given body and `tools` line. */
  function addArticle(dir: string, body: string, toolsLine = ''): void {
    const source = readFileSync(path.join(dir, 'articles/why-choose-a-wyoming-llc.md'), 'utf8');
    const frontMatter = source.slice(0, source.indexOf('\n---\n', 4)).replace(/^path: .*$/m, `path: /a-note-on-filings${toolsLine ? `\n${toolsLine}` : ''}`);
    writeFileSync(path.join(dir, 'articles/a-note-on-filings.md'), `${frontMatter}\n---\n\n${body}\n`);
  }

  it('refuses an article that mentions franchise tax, in any case and across a line break, and names no tool, listing the ids it may name', async () => {
    const dir = copyContent();
    addArticle(dir, 'Every Delaware corporation pays FRANCHISE\ntax each year.');
    expect(await problems(dir)).toEqual([
      `content/articles/a-note-on-filings.md: tools: its text mentions "FRANCHISE tax" but it names no related tool; list one in its front matter (tools: [id]), from content/tools.yaml: ${toolIds.join(', ')}`,
    ]);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('refuses one that mentions a due date or a deadline alike, and takes it once it names a tool', async () => {
    const dir = copyContent();
    addArticle(dir, 'The due date of the annual report moves when it falls on a weekend.');
    expect(await problems(dir)).toEqual([expect.stringMatching(/^content\/articles\/a-note-on-filings\.md: tools: its text mentions "due date" but it names no related tool/)]);
    addArticle(dir, 'Miss the Deadline and the state charges a penalty.');
    expect(await problems(dir)).toEqual([expect.stringMatching(/a-note-on-filings\.md: tools: its text mentions "Deadline"/)]);
    addArticle(dir, 'Miss the deadline and the state charges a penalty.', `tools: [${toolIds.join(', ')}]`);
    expect(await problems(dir)).toEqual([]);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('refuses a tool id that content/tools.yaml does not list, in an article, a service page or pricing, and content:check exits 1 naming each', async () => {
    const dir = copyContent();
    addArticle(dir, 'A note on registered agents.', 'tools: [franchise-estimator]');
    editContent(dir, 'services/usa-company-formation.yaml', /^tools: \[.*\]$/m, `tools: [${toolIds.slice(0, 1).join('')}, tax-wizard]`);
    editContent(dir, 'pricing.yaml', /^ {2}ids: \[.*\]$/m, '  ids: [calendar]');
    const run = await contentCheck(dir);
    expect(run.status).toBe(1);
    const known = `(${toolIds.join(', ')})`;
    expect(run.output).toContain(`content/articles/a-note-on-filings.md: tools[0]: "franchise-estimator" is not a tool of content/tools.yaml ${known}`);
    expect(run.output).toContain(`content/services/usa-company-formation.yaml: tools[1]: "tax-wizard" is not a tool of content/tools.yaml ${known}`);
    expect(run.output).toContain(`content/pricing.yaml: tools.ids[0]: "calendar" is not a tool of content/tools.yaml ${known}`);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });
});
