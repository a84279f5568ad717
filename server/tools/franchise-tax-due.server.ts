import { complianceDeadlines } from './compliance/deadlines.server';

/** The compliance rule of Delaware's annual franchise tax report (content/compliance/states/de.yaml). */
const reportRule = 'de-franchise-tax-annual-report';

/** Any corporation formed before the window: its first report is not what is asked, the next one is. */
const longFormed = '2000-01-01';

/**
 * The next day a Delaware corporation's report and tax are due, on or after
 * `from`: the calendar's own rule and dates (weekends and holidays included),
 * so the estimator and the calendar name the same day.
 */
export function nextFranchiseTaxDue(from: string): string | null {
  const deadlines = complianceDeadlines(
    {
      entity: 'c-corp',
      state: 'DE',
      formed: longFormed,
      foreign: false,
      fye: 12,
      contractors: false,
      employees: false,
      foreignAccounts: false,
      foreignPayees: false,
      grant: null,
      operates: null,
    },
    from,
  );
  return deadlines.find((deadline) => deadline.rule === reportRule)?.date ?? null;
}
