import { canonicalUrl } from '../../server/http/canonical-url.server';
import { canonicalPaths } from '../../server/middleware/redirects.server';
import { franchiseTaxAnswer } from '../../server/tools/franchise-tax.server';
import { calendarAnswer, type CalendarAnswer } from '../../server/tools/compliance/calendar-answer.server';
import { calendarCsv, csvCell } from '../../server/tools/compliance/calendar-csv.server';
import type { Deadline } from '../../shared/tools/calendar-inputs';

const today = '2026-11-28';

function answer(query: string, from = today): CalendarAnswer {
  const answered = calendarAnswer(new URLSearchParams(query), from);
  if (!answered.ok) throw new Error(`${query}: ${answered.field} ${answered.message}`);
  return answered.answer;
}
const of = (list: Deadline[], rule: string) => list.filter((d) => d.rule === rule).map((d) => [d.date, d.amount]);

// 10,000,000 authorized shares at $0.00001: the Authorized Shares method's $85,165 that Delaware's own notice shows (issue 38).
const venture = 'entity=c-corp&state=DE&formed=2024-01-15&authorized=10000000&par=0.00001';

describe('8 Del. C. 504(a): the franchise tax on the calendar, from the estimator', () => {
  it('a tax of $5,000 or more is paid 40% by June 1, 20% by September 1, 20% by December 1, and the rest with the report on March 1', () => {
    const { deadlines } = answer(venture);
    expect(of(deadlines, 'de-franchise-tax-instalments')).toEqual([
      ['2026-12-01', 17033],
      ['2027-06-01', 34066],
      ['2027-09-01', 17033],
      ['2027-12-01', 17033],
      ['2028-06-01', 34066],
      ['2028-09-01', 17033],
    ]);
    // The remainder (20%) plus the report's $50 fee.
    expect(of(deadlines, 'de-franchise-tax-annual-report')).toEqual([
      ['2027-03-01', 17083],
      ['2028-03-01', 17083],
    ]);
  });

  it("the calendar's tax is the estimator's, and its entry links to the worked estimate with the same inputs", () => {
    const report = answer(venture).deadlines.find((d) => d.rule === 'de-franchise-tax-annual-report');
    const path = report?.franchiseTax?.estimatePath ?? '';
    const estimated = franchiseTaxAnswer(new URL(path, 'https://x.test').searchParams);
    if (estimated.kind !== 'ok') throw new Error(path);
    expect(estimated.estimate.tax).toBe(85165);
    const year = answer(venture).deadlines.filter((d) => d.franchiseTax && d.date > '2027-03-01' && d.date <= '2028-03-01');
    expect(year.reduce((sum, d) => sum + (d.franchiseTax?.tax ?? 0), 0)).toBe(estimated.estimate.tax);
  });

  it('a tax under $5,000 has no instalments: the March 1 entry is the whole tax plus the fee', () => {
    const { deadlines } = answer('entity=c-corp&state=DE&formed=2024-01-15&authorized=5000&par=0.0001');
    expect(of(deadlines, 'de-franchise-tax-instalments')).toEqual([]);
    expect(of(deadlines, 'de-franchise-tax-annual-report')).toEqual([
      ['2027-03-01', 225],
      ['2028-03-01', 225],
    ]);
  });

  it('a corporation formed after June 1 owes only the instalments after its formation; the report carries the rest', () => {
    const { deadlines, overdue } = answer('entity=c-corp&state=DE&formed=2026-07-15&authorized=10000000&par=0.00001');
    expect(of(overdue, 'de-franchise-tax-instalments')).toEqual([['2026-09-01', 17033]]);
    // 2026: September and December paid 40%; March 1, 2027 carries 60% ($51,099) and the fee.
    expect(of(deadlines, 'de-franchise-tax-annual-report')[0]).toEqual(['2027-03-01', 51149]);
  });

  it('without the share inputs the calendar is as before: the fee only, no estimate, no instalments', () => {
    const { deadlines } = answer('entity=c-corp&state=DE&formed=2024-01-15');
    expect(deadlines.filter((d) => d.franchiseTax !== null)).toEqual([]);
    expect(of(deadlines, 'de-franchise-tax-annual-report')[0]).toEqual(['2027-03-01', 50]);
  });

  it("a share value the estimator refuses is refused by the calendar, naming the estimator's field", () => {
    expect(calendarAnswer(new URLSearchParams('entity=c-corp&state=DE&formed=2024-01-15&authorized=lots&par=1'), today)).toMatchObject({ ok: false, field: 'authorized' });
  });
});

describe('overdue: dates passed since formation (today 2026-11-28)', () => {
  it('a foreign-owned single-member LLC formed in 2025 is told its BE-13, its 2025 pro forma 1120 with Form 5472 and its first Delaware tax are past, with what to do now', () => {
    const { overdue, deadlines } = answer('entity=llc-single&state=DE&formed=2025-02-03&foreign=1');
    expect(overdue.map((d) => [d.rule, d.date])).toEqual([
      ['bea-be-13', '2025-03-20'],
      ['form-5472-pro-forma-1120', '2026-04-15'],
      ['de-llc-annual-tax', '2026-06-01'],
    ]);
    for (const d of overdue) expect(d.catchUp).toMatch(/now/);
    // Apart: nothing overdue is also listed as to come.
    expect(deadlines.filter((d) => d.date < today)).toEqual([]);
  });

  it("a missed Delaware LLC tax is shown at the year's own amount: $300 for 2025 (due June 1, 2026), $400 from tax year 2026 (6 Del. C. 18-1107(b) as amended by HB 400)", () => {
    const { overdue, deadlines } = answer('entity=llc-single&state=DE&formed=2025-02-03&foreign=1');
    expect(of(overdue, 'de-llc-annual-tax')).toEqual([['2026-06-01', 300]]);
    expect(of(deadlines, 'de-llc-annual-tax')).toEqual([
      ['2027-06-01', 400],
      ['2028-06-01', 400],
    ]);
    const csv = calendarCsv([...overdue, ...deadlines].filter((d) => d.rule === 'de-llc-annual-tax'));
    expect(csv).toMatch(/^2026-06-01,.*,\$300,/m);
    expect(csv).toMatch(/^2027-06-01,.*,\$400,/m);
  });

  it('an extension whose date passed is not listed: it cannot be filed late', () => {
    const { overdue } = answer('entity=c-corp&state=DE&formed=2025-02-03&foreign=1');
    expect(overdue.map((d) => d.rule)).toEqual(['bea-be-13', 'de-franchise-tax-annual-report', 'form-1120', 'form-5472-corporation']);
  });

  it('a company formed today has nothing overdue', () => {
    expect(answer(`entity=c-corp&state=DE&formed=${today}`).overdue).toEqual([]);
  });
});

describe('the CSV (RFC 4180, safe in a spreadsheet)', () => {
  it('quotes a cell with a comma, quote or line break, doubling quotes', () => {
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('a cell starting with = + - @ cannot run as a formula', () => {
    for (const cell of ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)']) expect(csvCell(cell).replace(/^"/, '')).toMatch(/^'/);
  });

  it('has a header row and one CRLF-ended row per deadline, overdue first', () => {
    const { overdue, deadlines } = answer('entity=llc-single&state=DE&formed=2025-02-03&foreign=1');
    const lines = calendarCsv([...overdue, ...deadlines]).split('\r\n');
    expect(lines[0]).toBe('date,title,authority,amount,penalty,source');
    expect(lines.at(-1)).toBe('');
    expect(lines.length).toBe(overdue.length + deadlines.length + 2);
    expect(lines[1]?.startsWith('2025-03-20,')).toBe(true);
  });
});

describe("the calendar's share inputs in their one spelling", () => {
  const canonicalPath = canonicalPaths([]);
  it('the page and the API redirect other spellings of the shares to the estimator’s, after the calendar’s fields', () => {
    expect(canonicalUrl('/tools/compliance-calendar?par=.00001&authorized=10%2C000%2C000&entity=c-corp&state=DE&formed=2024-01-15', canonicalPath)).toEqual({
      kind: 'redirect',
      location: '/tools/compliance-calendar?entity=c-corp&state=DE&formed=2024-01-15&authorized=10000000&par=0.00001',
    });
    expect(canonicalUrl('/tools/compliance-calendar.csv?entity=c-corp&state=DE&formed=2024-01-15&authorized=10000000&par=0.00001', canonicalPath)).toEqual({ kind: 'canonical' });
  });

  it('the API answers 400 naming the share field it cannot use, before the cache; the page leaves it for the form', () => {
    expect(canonicalUrl('/api/tools/compliance-calendar?entity=c-corp&state=DE&formed=2024-01-15&authorized=x&par=1', canonicalPath)).toMatchObject({ kind: 'bad', field: 'authorized' });
    expect(canonicalUrl('/tools/compliance-calendar?entity=c-corp&state=DE&formed=2024-01-15&authorized=x&par=1', canonicalPath)).toEqual({ kind: 'canonical' });
  });
});

describe('estimated tax (the instalments with the largest penalties)', () => {
  const due = (query: string, rule: string, from: string) =>
    answer(query, from)
      .deadlines.filter((d) => d.rule === rule)
      .map((d) => d.date);

  it("a corporation's instalments fall on the 15th day of the 4th, 6th, 9th and 12th months of its tax year, moved past closed days", () => {
    // Calendar year: April 15, 2028 is a Saturday and DC's Emancipation Day is observed Monday the 17th: due the 18th.
    expect(due('entity=c-corp&state=DE&formed=2025-01-10', 'corporation-estimated-tax', '2027-12-01').slice(0, 5)).toEqual([
      '2027-12-15',
      '2028-04-18',
      '2028-06-15',
      '2028-09-15',
      '2028-12-15',
    ]);
    // A fiscal year ending in June runs July to June: October, December, March and June.
    expect(due('entity=c-corp&state=DE&formed=2025-01-10&fye=6', 'corporation-estimated-tax', '2026-12-01').slice(0, 4)).toEqual(['2026-12-15', '2027-03-15', '2027-06-15', '2027-10-15']);
  });

  it("a US-owned LLC's owners pay 1040-ES on April 15, June 15, September 15 and January 15; January 15, 2022 (a Saturday before Martin Luther King Day) was due January 18", () => {
    expect(due('entity=llc-single&state=DE&formed=2020-05-01', 'owner-estimated-tax-1040-es', '2021-12-01').slice(0, 4)).toEqual(['2022-01-18', '2022-04-18', '2022-06-15', '2022-09-15']);
    expect(due('entity=llc-multi&state=DE&formed=2020-05-01&foreign=1', 'owner-estimated-tax-1040-es', '2021-12-01')).toEqual([]);
  });

  it('owes nothing for a period before formation', () => {
    expect(due('entity=c-corp&state=DE&formed=2026-07-01', 'corporation-estimated-tax', '2026-01-01')[0]).toBe('2026-09-15');
  });
});
