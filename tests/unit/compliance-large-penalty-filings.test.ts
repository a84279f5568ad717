import { calendarAnswer, type CalendarAnswer } from '../../server/tools/compliance/calendar-answer.server';
import { readCalendarQuery } from '../../server/tools/compliance/calendar-query.server';

/** Issue 38 §3: the filings with the largest penalties, each tested on the authority's own dates, through the same closed-day rules. */

const today = '2026-11-28';

function answer(query: string, from = today): CalendarAnswer {
  const answered = calendarAnswer(new URLSearchParams(query), from);
  if (!answered.ok) throw new Error(`${query}: ${answered.field} ${answered.message}`);
  return answered.answer;
}
const due = (query: string, rule: string, from = today) =>
  answer(query, from)
    .deadlines.filter((d) => d.rule === rule)
    .map((d) => d.date);
const overdue = (query: string, rule: string, from = today) =>
  answer(query, from)
    .overdue.filter((d) => d.rule === rule)
    .map((d) => d.date);

describe('the 83(b) election (Treas. Reg. 1.83-2(b), Rev. Proc. 2012-29): 30 days after the shares are transferred', () => {
  const company = 'entity=c-corp&state=DE&formed=2026-01-05';

  it('is due 30 days after the grant: shares issued March 1 are elected by March 31', () => {
    expect(due(`${company}&grant=2027-03-01`, 'election-83b', '2027-01-01')).toEqual(['2027-03-31']);
  });

  it('moves off a closed day like any IRS date: shares issued December 2, 2026 fall on New Year’s Day, then a weekend, so Monday January 4, 2027', () => {
    expect(due(`${company}&grant=2026-12-02`, 'election-83b')).toEqual(['2027-01-04']);
  });

  it('says what to mail where, and that it cannot be extended', () => {
    const [election] = answer(`${company}&grant=2026-12-02`).deadlines.filter((d) => d.rule === 'election-83b');
    expect(election?.title).toMatch(/mailed.*IRS office where that person files.*copy to the company.*cannot be extended/);
  });

  it('is overdue once the 30 days have passed, and says the election can no longer be made', () => {
    expect(overdue(`${company}&grant=2026-09-01`, 'election-83b')).toEqual(['2026-10-01']);
    const [late] = answer(`${company}&grant=2026-09-01`).overdue;
    expect(late?.catchUp).toMatch(/can no longer be made/);
    expect(due(`${company}&grant=2026-09-01`, 'election-83b')).toEqual([]);
  });

  it('is not listed without a grant day, and a grant that is not a real day is refused by name', () => {
    expect(due(company, 'election-83b')).toEqual([]);
    const parsed = readCalendarQuery(new URLSearchParams(`${company}&grant=2026-02-30`));
    expect(parsed.ok ? null : parsed.field).toBe('grant');
  });
});

describe('the FBAR (FinCEN Form 114): April 15, extended automatically to October 15, filed with FinCEN', () => {
  const company = 'entity=llc-multi&state=DE&formed=2025-03-01';

  it('is due April 15 and October 15 for the year before, only with foreign accounts', () => {
    expect(due(`${company}&foreignAccounts=1`, 'fbar')).toEqual(['2027-04-15', '2028-04-15']);
    expect(due(`${company}&foreignAccounts=1`, 'fbar-extended')).toEqual(['2027-10-15', '2028-10-15']);
    expect(due(company, 'fbar')).toEqual([]);
  });

  it('is filed electronically with FinCEN, not the IRS, and is late only after October 15', () => {
    const [fbar] = answer(`${company}&foreignAccounts=1`).deadlines.filter((d) => d.rule === 'fbar');
    expect([fbar?.authority, fbar?.title]).toEqual([expect.stringMatching(/FinCEN/), expect.stringMatching(/BSA E-Filing, not with the IRS/)]);
    // 2025's report: April 15, 2026 passed without being late; October 15, 2026 is overdue.
    expect(overdue(`${company}&foreignAccounts=1`, 'fbar')).toEqual([]);
    expect(overdue(`${company}&foreignAccounts=1`, 'fbar-extended')).toEqual(['2026-10-15']);
  });
});

describe('Forms 1042 and 1042-S (Publication 515): March 15 for the year before, with foreign payees', () => {
  const company = 'entity=c-corp&state=DE&formed=2024-06-01&foreignPayees=1';

  it('falls on March 15, moved past a weekend: March 15, 2025 (a Saturday) to Monday the 17th, March 15, 2026 (a Sunday) to Monday the 16th', () => {
    expect(due(company, 'forms-1042-1042-s', '2025-01-01').slice(0, 2)).toEqual(['2025-03-17', '2026-03-16']);
    expect(due('entity=c-corp&state=DE&formed=2024-06-01', 'forms-1042-1042-s', '2025-01-01')).toEqual([]);
  });

  it('says its condition in words', () => {
    const [forms] = answer(company).deadlines.filter((d) => d.rule === 'forms-1042-1042-s');
    expect(forms?.title).toMatch(/if last year the company paid US-source income to foreign persons/);
  });
});

describe('Forms 8804 and 8805 (IRC 1446): the 15th day of the 3rd month after the year ends, for an LLC with a foreign member', () => {
  it('is due with the partnership return, moved like it: March 15, 2026 (a Sunday) to the 16th; a year ending in June, September 15', () => {
    expect(due('entity=llc-multi&state=DE&formed=2025-03-01&foreign=1', 'forms-8804-8805', '2026-01-01').slice(0, 2)).toEqual(['2026-03-16', '2027-03-15']);
    expect(due('entity=llc-multi&state=DE&formed=2025-03-01&foreign=1&fye=6', 'forms-8804-8805', '2026-01-01')[0]).toBe('2026-09-15');
  });

  it('is only for a multi-member LLC with a foreign member', () => {
    expect(due('entity=llc-multi&state=DE&formed=2025-03-01', 'forms-8804-8805')).toEqual([]);
    expect(due('entity=llc-single&state=DE&formed=2025-03-01&foreign=1', 'forms-8804-8805')).toEqual([]);
    expect(due('entity=c-corp&state=DE&formed=2025-03-01&foreign=1', 'forms-8804-8805')).toEqual([]);
  });
});

describe("Form 1099-MISC's own dates (Instructions for Forms 1099-MISC and 1099-NEC): January 31 to the recipient, February 28 on paper, March 31 electronically", () => {
  const company = 'entity=llc-single&state=DE&formed=2025-03-01&contractors=1';

  it('moves each past closed days: January 31, 2027 and February 28, 2027 are Sundays', () => {
    expect(due(company, 'form-1099-misc-recipients')).toEqual(['2027-02-01', '2028-01-31']);
    expect(due(company, 'form-1099-misc-paper')).toEqual(['2027-03-01', '2028-02-28']);
    expect(due(company, 'form-1099-misc-electronic')).toEqual(['2027-03-31', '2028-03-31']);
  });

  it('is only for a company that pays contractors, and says which payments it reports', () => {
    expect(due('entity=llc-single&state=DE&formed=2025-03-01', 'form-1099-misc-recipients')).toEqual([]);
    const [misc] = answer(company).deadlines.filter((d) => d.rule === 'form-1099-misc-recipients');
    expect(misc?.title).toMatch(/rents, prizes, awards or other income of \$2,000 or more, or royalties of \$10 or more/);
  });
});

describe("BEA's BE-13 (15 CFR 801.7): within 45 days of a new foreign-owned business's formation, or its Claim for Exemption", () => {
  it('is due 45 days after formation, for a company with a foreign owner', () => {
    expect(due('entity=c-corp&state=DE&formed=2026-11-02&foreign=1', 'bea-be-13')).toEqual(['2026-12-17']);
    expect(due('entity=c-corp&state=DE&formed=2026-11-02', 'bea-be-13')).toEqual([]);
  });

  it('names the exemption claim and its condition in words, and is overdue once 45 days have passed', () => {
    const [be13] = answer('entity=llc-single&state=DE&formed=2026-11-02&foreign=1').deadlines.filter((d) => d.rule === 'bea-be-13');
    expect(be13?.title).toMatch(/10% or more of the company's voting interest.*BE-13 Claim for Exemption/);
    expect(overdue('entity=llc-single&state=DE&formed=2026-06-01&foreign=1', 'bea-be-13')).toEqual(['2026-07-16']);
  });
});

describe('§4 operates=CA: California’s annual tax for a company formed elsewhere (FTB 3522, 100-ES)', () => {
  it('follows the FTB’s own example: an LLC formed in Delaware on June 1 pays its first annual tax by September 15, the 15th day of the 4th month of its short first year', () => {
    expect(due('entity=llc-single&state=DE&formed=2017-06-01&operates=CA', 'ca-llc-annual-tax', '2017-06-01')[0]).toBe('2017-09-15');
  });

  it('then by the 15th day of the 4th month of each year, moved past a weekend: April 15, 2028 is a Saturday', () => {
    expect(due('entity=llc-multi&state=DE&formed=2025-06-01&operates=CA', 'ca-llc-annual-tax')).toEqual(['2027-04-15', '2028-04-17']);
    const [tax] = answer('entity=llc-multi&state=DE&formed=2025-06-01&operates=CA').deadlines.filter((d) => d.rule === 'ca-llc-annual-tax');
    expect([tax?.amount, tax?.authority]).toEqual([800, 'California Franchise Tax Board']);
  });

  it('is overdue once passed, and a corporation pays estimated franchise tax instead', () => {
    expect(overdue('entity=llc-single&state=DE&formed=2026-01-10&operates=CA', 'ca-llc-annual-tax')).toEqual(['2026-04-15']);
    expect(due('entity=c-corp&state=DE&formed=2025-06-01&operates=CA', 'ca-corporation-estimated-tax').slice(0, 2)).toEqual(['2026-12-15', '2027-04-15']);
    expect(due('entity=c-corp&state=DE&formed=2025-06-01&operates=CA', 'ca-llc-annual-tax')).toEqual([]);
  });

  it('adds nothing without operates, and a state the calendar does not know is refused by name', () => {
    expect(due('entity=llc-single&state=DE&formed=2025-06-01', 'ca-llc-annual-tax')).toEqual([]);
    const refused = calendarAnswer(new URLSearchParams('entity=llc-single&state=DE&formed=2025-06-01&operates=ZZ'), today);
    expect(refused.ok ? null : refused.field).toBe('operates');
  });
});

describe('§4 operates=FL: the Florida annual report, January 1 to May 1 each year after the first', () => {
  const llc = 'entity=llc-single&state=DE&formed=2025-06-01&operates=FL';

  it('is due May 1 with its fee, and was overdue from the year after formation', () => {
    expect(due(llc, 'fl-llc-annual-report')).toEqual(['2027-05-01', '2028-05-01']);
    expect(overdue(llc, 'fl-llc-annual-report')).toEqual(['2026-05-01']);
    const [report] = answer(llc).deadlines.filter((d) => d.rule === 'fl-llc-annual-report');
    expect([report?.amount, report?.penalty]).toEqual([138.75, expect.stringMatching(/\$400/)]);
    expect(due('entity=c-corp&state=DE&formed=2025-06-01&operates=FL', 'fl-corporation-annual-report').length).toBe(2);
  });
});

describe('§4 operates=NY: the biennial statement, every two years in the month of registration', () => {
  it('is due by the end of the anniversary month every second year, with its fee', () => {
    const llc = 'entity=llc-multi&state=DE&formed=2025-03-10&operates=NY';
    expect(due(llc, 'ny-biennial-statement')).toEqual(['2027-03-31']);
    expect(due('entity=c-corp&state=DE&formed=2024-02-10&operates=NY', 'ny-biennial-statement', '2026-01-01')).toEqual(['2026-02-28']);
    const [statement] = answer(llc).deadlines.filter((d) => d.rule === 'ny-biennial-statement');
    expect(statement?.amount).toBe(9);
  });
});

describe('§4 operates=TX: the franchise tax report, due May 15 each year after the first (Tax Code 171.202: "before May 16")', () => {
  const llc = 'entity=llc-single&state=DE&formed=2025-06-10&operates=TX';

  it('is due May 15, moved past a weekend: May 15, 2027 is a Saturday, so Monday May 17; 2028’s is a Monday and stays', () => {
    expect(due(llc, 'tx-franchise-tax-report')).toEqual(['2027-05-17', '2028-05-15']);
  });

  it('was owed from the year after formation, and says the no-tax-due threshold, the Public Information Report and the late penalty', () => {
    expect(overdue(llc, 'tx-franchise-tax-report')).toEqual(['2026-05-15']);
    expect(due('entity=llc-single&state=DE&formed=2026-06-10&operates=TX', 'tx-franchise-tax-report', '2026-06-10')).toEqual(['2027-05-17', '2028-05-15']);
    const [report] = answer(llc).deadlines.filter((d) => d.rule === 'tx-franchise-tax-report');
    expect(report?.title).toMatch(/Public Information Report.*\$2,650,000 or less/);
    expect([report?.authority, report?.penalty]).toEqual([
      'Texas Comptroller of Public Accounts',
      expect.stringMatching(/\$50 penalty on each report filed late.*forfeits its right to transact business/),
    ]);
    expect(due('entity=c-corp&state=WY&formed=2025-06-10&operates=TX', 'tx-franchise-tax-report')).toEqual(['2027-05-17', '2028-05-15']);
  });
});

describe('§4 operates=WA: the annual report, by the end of the month the company registered in', () => {
  it('is due on the last day of the anniversary month each year, with its fee, and is overdue once passed', () => {
    const corporation = 'entity=c-corp&state=WY&formed=2025-06-10&operates=WA';
    expect(due(corporation, 'wa-annual-report')).toEqual(['2027-06-30', '2028-06-30']);
    expect(overdue(corporation, 'wa-annual-report')).toEqual(['2026-06-30']);
    // Formed in February: the month's last day, February 29 in a leap year.
    expect(due('entity=llc-multi&state=DE&formed=2026-02-03&operates=WA', 'wa-annual-report')).toEqual(['2027-02-28', '2028-02-29']);
    const [report] = answer(corporation).deadlines.filter((d) => d.rule === 'wa-annual-report');
    expect([report?.amount, report?.penalty]).toEqual([70, expect.stringMatching(/late fee of \$25/)]);
  });
});

describe('§4 operates=MA: the annual reports and, for a corporation, the corporate excise', () => {
  it('an LLC’s annual report is due on each anniversary, with its fee', () => {
    const llc = 'entity=llc-multi&state=DE&formed=2025-03-10&operates=MA';
    expect(due(llc, 'ma-llc-annual-report')).toEqual(['2027-03-10', '2028-03-10']);
    expect(overdue(llc, 'ma-llc-annual-report')).toEqual(['2026-03-10']);
    expect(answer(llc).deadlines.find((d) => d.rule === 'ma-llc-annual-report')?.amount).toBe(500);
    expect(due(llc, 'ma-corporate-excise')).toEqual([]);
  });

  it('a corporation’s annual report is due within 2½ months after its fiscal year: March 15, or September 15 for a June year end', () => {
    expect(due('entity=c-corp&state=DE&formed=2025-03-10&operates=MA', 'ma-corporation-annual-report')).toEqual(['2027-03-15', '2028-03-15']);
    expect(due('entity=c-corp&state=DE&formed=2025-03-10&fye=6&operates=MA', 'ma-corporation-annual-report')).toEqual(['2027-09-15', '2028-09-15']);
  });

  it('the corporate excise is due the 15th day of the 4th month, moved past Patriots’ Day: April 15, 2028 is a Saturday and Monday the 17th is Patriots’ Day, so Tuesday the 18th', () => {
    const corporation = 'entity=c-corp&state=DE&formed=2025-03-10&operates=MA';
    expect(due(corporation, 'ma-corporate-excise')).toEqual(['2027-04-15', '2028-04-18']);
    const [excise] = answer(corporation).deadlines.filter((d) => d.rule === 'ma-corporate-excise');
    expect([excise?.authority, excise?.title]).toEqual(['Massachusetts Department of Revenue', expect.stringMatching(/\$456 minimum excise/)]);
    expect(due('entity=c-corp&state=DE&formed=2025-03-10&fye=9&operates=MA', 'ma-corporate-excise')).toEqual(['2027-01-15', '2028-01-18']);
  });
});
