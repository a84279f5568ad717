import { federalHolidays, isBusinessDay } from '../../server/tools/compliance/us-holidays.server';

/** The Office of Personnel Management's published federal holidays (opm.gov, "Federal Holidays"), as observed. */
const opm: Record<number, string[]> = {
  2026: ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25'],
  2027: ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-24', '2027-12-31'],
  2028: ['2028-01-17', '2028-02-21', '2028-05-29', '2028-06-19', '2028-07-04', '2028-09-04', '2028-10-09', '2028-11-10', '2028-11-23', '2028-12-25'],
};

describe('US federal holidays, by rule', () => {
  it.each(Object.entries(opm))('are the days OPM lists for %s', (year, days) => {
    expect(federalHolidays(Number(year))).toEqual(days);
  });

  it('skips weekends and holidays, and for the IRS the District of Columbia Emancipation Day too', () => {
    expect(isBusinessDay('2027-01-31', 'irs')).toBe(false); // a Sunday
    expect(isBusinessDay('2027-02-15', 'federal')).toBe(false); // Washington's Birthday
    expect(isBusinessDay('2027-02-16', 'federal')).toBe(true);
    // April 16, 2028 is a Sunday: the District observes it on Monday the 17th, a federal workday.
    expect(isBusinessDay('2028-04-17', 'federal')).toBe(true);
    expect(isBusinessDay('2028-04-17', 'irs')).toBe(false);
  });

  it('for the Massachusetts Department of Revenue, skips Patriots’ Day, the third Monday of April, too (TIR 84-3: a state legal holiday)', () => {
    expect(isBusinessDay('2027-04-19', 'massachusetts')).toBe(false);
    expect(isBusinessDay('2027-04-19', 'federal')).toBe(true);
    expect(isBusinessDay('2028-04-17', 'massachusetts')).toBe(false);
    expect(isBusinessDay('2028-04-18', 'massachusetts')).toBe(true);
    expect(isBusinessDay('2028-01-17', 'massachusetts')).toBe(false); // Martin Luther King, Jr. Day, a federal holiday there too
  });
});
