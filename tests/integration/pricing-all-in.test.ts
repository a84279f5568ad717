import path from 'node:path';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { plans } from '../../shared/content/generated/pricing';
import { allIn } from '../../shared/content/generated/pricing-page';
import { states } from '../../shared/content/generated/compliance';
import { entityKinds, type EntityKind } from '../../shared/pricing/formation-all-in';
import { fillSlots } from '../../shared/format/fill-slots';
import { formatLongDate } from '../../shared/format/long-date';
import { editContent } from '../support/content-copy';
import { copyProject } from '../support/project-copy';
import { appFromCopy, compileCopy, type CopiedApp } from '../support/app-from-copy';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

/**
 * The formation plan's all-in first-year price, as the pricing page serves it:
 * a table for every state file of content/compliance/states/ and each kind of
 * company, adding the plan's own price to the state's fees, each fee linked to
 * its source with its as-of date. A state figure changed in a copy of the
 * content changes the total, and the compliance calendar with it.
 */

interface Row {
  label: string;
  amount: number;
  links: Array<{ href: string; text: string }>;
  note: string;
}

const dollars = (text: string) => Number(text.replace(/^\$/, '').replace(/,/g, ''));

/** The all-in table of a state and kind of company, read from the served page as a visitor sees it. */
function table(html: string, stateName: string, kind: EntityKind): { rows: Row[]; total: number } {
  const { document } = new JSDOM(html).window;
  const caption = fillSlots(allIn.caption, { state: stateName, kind: allIn.kinds[kind] });
  const found = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
  if (!found) throw new Error(`no table captioned "${caption}" on /pricing`);
  const rowOf = (tr: Element): Row => ({
    label: tr.querySelector('th')!.firstChild?.textContent ?? '',
    amount: dollars(tr.querySelector('td')!.textContent ?? ''),
    links: [...tr.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href') ?? '', text: a.textContent ?? '' })),
    note: tr.querySelector('th')!.textContent ?? '',
  });
  return { rows: [...found.querySelectorAll('tbody tr')].map(rowOf), total: dollars(found.querySelector('tfoot td')!.textContent ?? '') };
}

const firmFee = plans.find((plan) => plan.id === allIn.plan)!.price;
const delaware = states.find((state) => state.code === 'DE')!;

describe('the formation plan, all in for the first year, per state', () => {
  let t: TestApp;
  let html: string;
  beforeAll(async () => {
    t = await createTestApp();
    html = (await request(t.app).get('/pricing').expect(200)).text;
  });
  afterAll(() => t.close());

  it('has a table for every state with data and each kind of company', () => {
    expect(states.length).toBeGreaterThanOrEqual(2);
    for (const state of states) for (const kind of entityKinds) expect(() => table(html, state.name, kind)).not.toThrow();
  });

  it.each(states.flatMap((state) => entityKinds.map((kind) => [state.name, kind] as const)))('%s %s: the total is the firm fee plus every state fee shown', (name, kind) => {
    const state = states.find((s) => s.name === name)!;
    const { rows, total } = table(html, name, kind);
    const expectedFees = [state.formation[kind].filingFee, ...state.formation[kind].firstYear];
    // The first row is the firm's fee, the formation plan's own price; then each state fee, as the state file lists them.
    expect(rows[0]).toMatchObject({ label: allIn.firmFee, amount: firmFee, links: [] });
    expect(rows.slice(1).map((row) => [row.label, row.amount])).toEqual(expectedFees.map((fee) => [fee.label, fee.amount]));
    expect(total).toBe(rows.reduce((sum, row) => sum + row.amount, 0));
    expect(total).toBe(firmFee + expectedFees.reduce((sum, fee) => sum + fee.amount, 0));
  });

  it('links every state fee to its official source and says when it was true', () => {
    for (const state of states) {
      for (const kind of entityKinds) {
        const fees = [state.formation[kind].filingFee, ...state.formation[kind].firstYear];
        table(html, state.name, kind)
          .rows.slice(1)
          .forEach((row, i) => {
            const fee = must(fees[i], `the fee of row ${i + 2}`);
            expect(row.links).toEqual([{ href: fee.source, text: new URL(fee.source).host }]);
            expect(row.links[0]?.href).toMatch(/^https:\/\//);
            expect(row.note).toContain(fillSlots(allIn.asOf, { date: formatLongDate(fee.asOf) }));
          });
      }
    }
  });

  it('is linked from the formation plan card', () => {
    const { document } = new JSDOM(html).window;
    const link = [...document.querySelectorAll('.pricing-card a')].find((a) => a.textContent === allIn.link)!;
    expect(document.getElementById(link.getAttribute('href')!.slice(1))?.querySelectorAll('table').length).toBe(states.length * entityKinds.length);
  });
});

describe('a state fee changed in a copy of the content', () => {
  const oldTax = must(delaware.formation.llc.firstYear[0], "Delaware's first-year LLC fee").amount;
  const newTax = oldTax + 37;
  let before: TestApp;
  let after: CopiedApp;

  beforeAll(async () => {
    const root = copyProject('pricing-all-in');
    // The Delaware LLC's annual tax: one fact, read by the state file both the calendar and the price read.
    editContent(path.join(root, 'content'), 'facts.yaml', new RegExp(`(delaware:[\\s\\S]*?llc:[\\s\\S]*?tax:\\n {6}value:) ${oldTax}\\n`), `$1 ${newTax}\n`);
    await compileCopy(root);
    before = await createTestApp();
    after = await appFromCopy(root);
  }, 120_000);
  afterAll(() => before.close());

  it('changes the Delaware LLC total by as much, and no other total', async () => {
    const oldHtml = (await request(before.app).get('/pricing')).text;
    const newHtml = (await request(after).get('/pricing')).text;
    for (const state of states) {
      for (const kind of entityKinds) {
        const change = state.code === 'DE' && kind === 'llc' ? newTax - oldTax : 0;
        expect([state.code, kind, table(newHtml, state.name, kind).total - table(oldHtml, state.name, kind).total]).toEqual([state.code, kind, change]);
      }
    }
    expect(table(newHtml, delaware.name, 'llc').rows.map((row) => row.amount)).toContain(newTax);
  });

  it('changes the compliance calendar’s amount with it: one figure for both', async () => {
    const query = '?entity=llc-single&state=DE&formed=2026-02-01&from=2026-03-01';
    const amounts = async (app: CopiedApp) =>
      ((await request(app).get(`/api/tools/compliance-calendar${query}`).expect(200)).body as { deadlines: Array<{ id: string; amount: number | null }> }).deadlines
        .filter((deadline) => deadline.id.startsWith('de-llc-annual-tax'))
        .map((deadline) => deadline.amount);
    expect(await amounts(before.app)).toContain(oldTax);
    expect(await amounts(after)).toContain(newTax);
    expect(await amounts(after)).not.toContain(oldTax);
  });
});
