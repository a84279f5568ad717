import type { Deadline } from '../../shared/tools/calendar-inputs';

/** A deadline as the compliance calendar gives one, for a fake calendar the reminder tests choose the dates of. */
export const fakeDeadline = (id: string, date: string): Deadline => ({
  id,
  rule: 'de-franchise-tax-annual-report',
  date,
  title: `Filing ${id}`,
  authority: 'Delaware Division of Corporations',
  amount: 400,
  penalty: '$200 and 1.5% a month',
  source: 'https://corp.delaware.gov/frtax/',
  asOf: '2026-11-01',
  sourceKind: 'primary',
  catchUp: null,
  franchiseTax: null,
  service: '/usa-company-formation',
});
