import path from 'node:path';
import { compileContent } from '../../server/content/compile/compile-content.server';
import { formatIssue } from '../../server/content/compile/issues.server';
import { complianceDeadlines, notRequiredFor } from '../../server/tools/compliance/deadlines.server';
import type { CalendarInputs } from '../../shared/tools/calendar-inputs';
import { firstItems } from '../support/must';

const company = (over: Partial<CalendarInputs>): CalendarInputs => ({
  entity: 'llc-single',
  state: 'DE',
  formed: '2025-06-10',
  foreign: false,
  fye: 12,
  contractors: false,
  employees: false,
  foreignAccounts: false,
  foreignPayees: false,
  grant: null,
  operates: null,
  ...over,
});

const from = '2026-11-26';
const dates = (inputs: CalendarInputs, rule: string, start = from) =>
  complianceDeadlines(inputs, start)
    .filter((d) => d.id.startsWith(`${rule}-`) && /^\d/.test(d.id.slice(rule.length + 1)))
    .map((d) => d.date);
const rules = (inputs: CalendarInputs) => [...new Set(complianceDeadlines(inputs, from).map((d) => d.id.replace(/-\d{4}-\d{2}-\d{2}$/, '')))].sort();

describe('which rules apply to which company', () => {
  it('gives a C corporation Form 1120, its extension and Delaware franchise tax; no partnership or individual return', () => {
    expect(rules(company({ entity: 'c-corp' }))).toEqual([
      'corporation-estimated-tax',
      'de-franchise-tax-annual-report',
      'de-registered-agent',
      'form-1120',
      'form-1120-extended',
      'form-7004-1120',
    ]);
  });

  it('gives a multi-member LLC Form 1065 and the members their K-1s, and the Delaware LLC tax', () => {
    expect(rules(company({ entity: 'llc-multi' }))).toEqual([
      'de-llc-annual-tax',
      'de-registered-agent',
      'form-1065',
      'form-1065-extended',
      'form-7004-1065',
      'owner-estimated-tax-1040-es',
      'schedule-k1',
    ]);
  });

  it('gives a foreign-owned single-member LLC the pro forma 1120 with Form 5472, and a US-owned one the Form 1040 with Schedule C', () => {
    const foreign = rules(company({ foreign: true }));
    expect(foreign).toEqual(expect.arrayContaining(['form-5472-pro-forma-1120', 'form-7004-pro-forma-1120', 'form-5472-pro-forma-1120-extended']));
    expect(foreign).not.toContain('form-1040-schedule-c');
    const domestic = rules(company({ foreign: false }));
    expect(domestic).toEqual(expect.arrayContaining(['form-1040-schedule-c', 'form-4868', 'form-1040-extended']));
    expect(domestic.filter((id) => id.includes('5472'))).toEqual([]);
    const proForma = complianceDeadlines(company({ foreign: true }), from).find((d) => d.id.startsWith('form-5472-pro-forma-1120-2027'))!;
    expect(proForma).toMatchObject({ date: '2027-04-15', authority: 'IRS', service: '/tax-return', source: 'https://www.irs.gov/instructions/i5472' });
    expect(proForma.penalty).toContain('$25,000');
  });

  it('adds Form 5472 to a foreign-owned corporation', () => {
    expect(rules(company({ entity: 'c-corp', foreign: true }))).toContain('form-5472-corporation');
  });

  it('adds 1099-NEC only with contractors, and W-2, 940 and 941 only with employees', () => {
    expect(rules(company({ contractors: true }))).toContain('form-1099-nec');
    expect(rules(company({}))).not.toContain('form-1099-nec');
    const withStaff = rules(company({ employees: true }));
    expect(withStaff).toEqual(expect.arrayContaining(['form-w2-w3', 'form-940', 'form-941']));
    expect(rules(company({})).filter((id) => /w2|940|941/.test(id))).toEqual([]);
    expect(dates(company({ employees: true }), 'form-941')).toEqual(['2027-02-01', '2027-04-30', '2027-08-02', '2027-11-01', '2028-01-31', '2028-05-01', '2028-07-31', '2028-10-31']);
  });

  it('gives a Wyoming company the annual report on the first day of its anniversary month, at least the minimum license tax', () => {
    const wy = complianceDeadlines(company({ state: 'WY', formed: '2025-06-10' }), from);
    const reports = wy.filter((d) => d.id.startsWith('wy-annual-report-'));
    expect(reports.map((d) => [d.date, d.amount])).toEqual([
      ['2027-06-01', 60],
      ['2028-06-01', 60],
    ]);
    expect(wy.filter((d) => d.id.startsWith('wy-registered-agent-')).map((d) => d.date)).toEqual(['2027-06-10', '2028-06-10']);
    expect(wy.some((d) => d.id.startsWith('de-'))).toBe(false);
  });
});

describe('dates', () => {
  it('moves an IRS date off a weekend: the 1099-NEC of January 31, 2027, a Sunday, is due Monday, February 1', () => {
    expect(dates(company({ contractors: true }), 'form-1099-nec')).toEqual(['2027-02-01', '2028-01-31']);
  });

  it("moves an IRS date off a federal holiday: a C corporation whose year ends in October files on Washington's Birthday + 1", () => {
    // The 15th day of the 4th month after October 2026 is February 15, 2027, Washington's Birthday.
    expect(dates(company({ entity: 'c-corp', fye: 10 }), 'form-1120')).toEqual(['2027-02-16', '2028-02-15']);
  });

  it('moves April 15, 2028 (a Saturday) past the District of Columbia Emancipation Day, observed Monday the 17th, to Tuesday the 18th', () => {
    expect(dates(company({}), 'form-1040-schedule-c')).toEqual(['2027-04-15', '2028-04-18']);
  });

  it('leaves a state date that does not move where it is: Delaware March 1, 2026 was a Sunday', () => {
    expect(dates(company({ entity: 'c-corp', formed: '2024-05-01' }), 'de-franchise-tax-annual-report', '2026-01-01')).toEqual(['2026-03-01', '2027-03-01']);
  });

  it('moves the federal income-tax dates with the fiscal year end: 4th month for a corporation, 3rd for a partnership', () => {
    expect(dates(company({ entity: 'c-corp', fye: 6 }), 'form-1120')).toEqual(['2027-10-15', '2028-10-16']);
    expect(dates(company({ entity: 'llc-multi', fye: 6 }), 'form-1065')).toEqual(['2027-09-15', '2028-09-15']);
    expect(dates(company({ entity: 'llc-multi', fye: 12 }), 'form-1065')).toEqual(['2027-03-15', '2028-03-15']);
  });

  it('owes nothing for a period before formation: no Delaware LLC tax for the year before, no return for a year the company did not exist', () => {
    const young = company({ entity: 'llc-multi', formed: '2026-11-01' });
    expect(dates(young, 'de-llc-annual-tax')).toEqual(['2027-06-01', '2028-06-01']);
    expect(dates(young, 'form-1065')).toEqual(['2027-03-15', '2028-03-15']);
    const later = company({ entity: 'llc-multi', formed: '2027-02-01' });
    expect(dates(later, 'de-llc-annual-tax')).toEqual(['2028-06-01']);
    expect(dates(later, 'form-1065')).toEqual(['2028-03-15']);
    expect(dates(later, 'de-registered-agent')).toEqual(['2028-02-01']);
  });

  it('lists 24 months from the day asked, sorted, and keeps each obligation’s id whatever that day is', () => {
    const inputs = company({ entity: 'c-corp', foreign: true, contractors: true, employees: true });
    const list = complianceDeadlines(inputs, from);
    expect(list.map((d) => d.date)).toEqual([...list.map((d) => d.date)].sort());
    expect(list.at(0)!.date >= from && list.at(-1)!.date < '2028-11-26').toBe(true);
    const later = complianceDeadlines(inputs, '2027-03-01');
    const shared = later.filter((d) => list.some((e) => e.id === d.id));
    expect(shared.length).toBeGreaterThan(10);
    for (const d of shared) expect(list.find((e) => e.id === d.id)).toEqual(d);
    expect(new Set(list.map((d) => d.id)).size).toBe(list.length);
  });
});

describe('the beneficial ownership (BOI) report', () => {
  it('is shown as not required for a US-formed company, with FinCEN as its source', () => {
    const [boi] = firstItems(notRequiredFor(company({ foreign: true, entity: 'c-corp' })), 1, 'filings not required');
    expect(boi).toMatchObject({ id: 'boi-report', authority: 'FinCEN', source: 'https://www.fincen.gov/boi' });
    expect(boi.reason).toMatch(/^Not required\. .*March 21, 2025/);
    expect(complianceDeadlines(company({}), from).some((d) => /beneficial|BOI/i.test(d.title))).toBe(false);
  });
});

describe('the calendar agrees with content/facts.yaml', () => {
  it('falls, for a calendar-year company, on the days the facts state, with the amounts the facts state', async () => {
    const result = await compileContent(path.resolve('content'));
    if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
    const fact = (id: string) => result.content.facts.get(id)!.value;
    const monthDay = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    // Nominal dates, before any move to a business day: the id's date.
    const nominal = (inputs: CalendarInputs, rule: string) =>
      monthDay(
        complianceDeadlines(inputs, '2027-01-01')
          .find((d) => d.id.startsWith(`${rule}-2027`))!
          .id.slice(-10),
      );
    expect(nominal(company({ entity: 'c-corp' }), 'form-1120')).toBe(fact('tax.returns.corporationDue'));
    expect(nominal(company({ entity: 'c-corp' }), 'form-1120-extended')).toBe(fact('tax.returns.corporationExtendedDue'));
    expect(nominal(company({ entity: 'llc-multi' }), 'form-1065')).toBe(fact('tax.returns.partnershipDue'));
    expect(nominal(company({ entity: 'llc-multi' }), 'form-1065-extended')).toBe(fact('tax.returns.partnershipExtendedDue'));
    expect(nominal(company({}), 'form-1040-schedule-c')).toBe(fact('tax.returns.individualDue'));
    expect(nominal(company({ contractors: true }), 'form-1099-nec')).toBe(fact('tax.form1099.dueDate'));
    expect(nominal(company({ entity: 'c-corp' }), 'de-franchise-tax-annual-report')).toBe(fact('delaware.corporation.dueDate'));
    expect(nominal(company({}), 'de-llc-annual-tax')).toBe(fact('delaware.llc.dueDate'));
    const llcTax = complianceDeadlines(company({}), from).find((d) => d.id.startsWith('de-llc-annual-tax-'))!;
    expect(llcTax.amount).toBe(fact('delaware.llc.tax'));
  });
});
