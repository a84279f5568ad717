import { changeAlertMail } from '../../server/reminders/change-alert-mail.server';
import { dueChangeAlerts } from '../../server/reminders/change-alerts.server';
import { complianceDeadlines } from '../../server/tools/compliance/deadlines.server';
import { changes as published } from '../../shared/content/generated/changes';
import { mail as copy } from '../../shared/content/generated/reminders';
import type { FactChange } from '../../shared/content/types';
import type { CalendarInputs, Deadline } from '../../shared/tools/calendar-inputs';
import { firstItems } from '../support/must';

const change = (over: Partial<FactChange> = {}): FactChange => ({
  id: 'de-fee',
  published: '2026-11-25',
  effective: '2027-01-01',
  kind: 'change',
  title: 'Delaware annual report fee',
  summary: 'Delaware raised the fee.',
  old: 'A $50 fee',
  new: 'A $75 fee',
  source: 'https://corp.delaware.gov/paytaxes/',
  sourceKind: 'primary',
  facts: [],
  rules: ['de-report'],
  ...over,
});

const deadline = (rule: string, date: string, amount: number | null = 50): Deadline => ({
  id: `${rule}-${date}`,
  rule,
  date,
  title: `Filing of ${rule}`,
  authority: 'Delaware',
  amount,
  penalty: '$200',
  source: 'https://corp.delaware.gov/',
  asOf: '2026-11-01',
  sourceKind: 'primary',
  catchUp: null,
  franchiseTax: null,
  service: null,
});

const calendar = [deadline('form-1120', '2027-04-15', null), deadline('de-report', '2027-03-01'), deadline('de-report', '2028-03-01')];
const due = (changes: FactChange[], today = '2026-11-26', confirmedOn = '2026-11-20', deadlines = calendar) => dueChangeAlerts(changes, deadlines, { today, confirmedOn, alertDays: 30 });

describe('which changes a subscriber is told of', () => {
  it("names each change that affects the calendar's deadlines from today on, with those deadlines and the last day it could be due", () => {
    expect(due([change()])).toEqual([
      {
        change: expect.objectContaining({ id: 'de-fee', old: 'A $50 fee', new: 'A $75 fee', sourceKind: 'primary' }),
        deadlines: [
          { title: 'Filing of de-report', date: '2027-03-01', amount: 50 },
          { title: 'Filing of de-report', date: '2028-03-01', amount: 50 },
        ],
        lastDay: '2026-12-25',
      },
    ]);
  });

  it('tells nobody of a change to other rules, to no rules, or only to deadlines already past', () => {
    expect(due([change({ rules: ['wy-report'] }), change({ rules: [] })])).toEqual([]);
    expect(due([change()], '2026-11-26', '2026-11-20', [deadline('de-report', '2026-11-25')])).toEqual([]);
  });

  it('tells a subscriber confirmed before the day it was published, from that day until the alert days have passed', () => {
    expect(due([change()], '2026-11-26', '2026-11-24')).toHaveLength(1);
    // Confirmed the day it was published, or after: the calendar they signed up from may already have shown it.
    expect(due([change()], '2026-11-26', '2026-11-25')).toEqual([]);
    expect(due([change()], '2026-11-26', '2026-11-26')).toEqual([]);
    // Written ahead of its publication day: not yet.
    expect(due([change()], '2026-11-24', '2026-11-20')).toEqual([]);
    expect(due([change()], '2026-12-25')).toHaveLength(1);
    expect(due([change()], '2026-12-26')).toEqual([]);
  });

  it("tells a Delaware corporation of content's Delaware franchise tax changes, and a Wyoming LLC of none, by the real calendar", () => {
    const company = { formed: '2024-05-01', foreign: false, fye: 12, contractors: true, employees: false, foreignAccounts: false, foreignPayees: false, grant: null, operates: null };
    const delaware = published.filter((c) => c.rules.includes('de-franchise-tax-annual-report'));
    const alertsFor = (inputs: CalendarInputs) => due(published, '2026-11-28', '2026-11-20', complianceDeadlines(inputs, '2026-11-28')).map((a) => a.change.id);
    expect(delaware.length).toBeGreaterThan(0);
    expect(alertsFor({ ...company, entity: 'c-corp', state: 'DE' })).toEqual(expect.arrayContaining(delaware.map((c) => c.id)));
    expect(alertsFor({ ...company, entity: 'llc-single', state: 'WY' })).toEqual([]);
  });
});

describe('the alert mail', () => {
  const alert = (over: Partial<FactChange> = {}) => {
    const [first] = firstItems(due([change(over)]), 1, 'due alerts');
    return changeAlertMail({
      mailId: 7,
      siteName: 'Firm',
      siteUrl: 'https://www.firm.test',
      alert: first,
      unsubscribe: 'https://www.firm.test/tools/reminders/unsubscribe?r=1&s=x',
      domain: 'firm.test',
    });
  };

  it('says what changed, old and new, the deadlines with their amounts, the source and the changelog entry, with the unsubscribe headers', () => {
    const mail = alert();
    expect(mail.subject).toBe('Changed: Delaware annual report fee');
    expect(mail.text).toContain(`${copy.changeLabels.old}: A $50 fee\n${copy.changeLabels.new}: A $75 fee\n${copy.changeLabels.effective}: 2027-01-01`);
    expect(mail.text).toContain('- 2027-03-01, $50: Filing of de-report\n- 2028-03-01, $50: Filing of de-report');
    expect(mail.text).toContain(`${copy.changeLabels.source}: https://corp.delaware.gov/paytaxes/`);
    expect(mail.text).toContain('https://www.firm.test/tools/changes#de-fee');
    expect(mail.text).toContain('https://www.firm.test/tools/reminders/unsubscribe?r=1&s=x');
    expect([mail.messageId, mail.list, mail.headers]).toEqual([
      '<reminder-mail-7@firm.test>',
      { unsubscribe: 'https://www.firm.test/tools/reminders/unsubscribe?r=1&s=x' },
      { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ]);
  });

  it("marks a secondary source, opens with the kind's words, and leaves out an amount the calendar does not fix", () => {
    const mail = alert({ sourceKind: 'secondary', kind: 'correction', rules: ['form-1120'] });
    expect(mail.text).toContain(`${copy.changeLabels.secondarySource}: https://corp.delaware.gov/paytaxes/`);
    expect(mail.text.startsWith(copy.changeIntro.correction)).toBe(true);
    expect(mail.text).toContain('- 2027-04-15: Filing of form-1120\n');
  });
});
