import { complianceDeadlines } from '../../server/tools/compliance/deadlines.server';
import type { FactChange } from '../../shared/content/types';
import { describeOnEachBackend, linkIn, type ReminderBackend, type ReminderReplicas, twoReplicas } from '../support/reminder-replicas';
import { must } from '../support/must';
import { firstItems } from '../support/must';

const delawareCorp = { entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: 0, fye: 12, contractors: 1, employees: 0 };
const wyomingLlc = { entity: 'llc-single', state: 'WY', formed: '2024-05-01', foreign: 0, fye: 12, contractors: 0, employees: 0 };

const change = (id: string, rules: string[]): FactChange => ({
  id,
  published: '2026-11-25',
  effective: '2026-11-25',
  kind: 'change',
  title: `Delaware annual report fee (${id})`,
  summary: 'Delaware raised the fee for filing the annual franchise tax report.',
  old: 'A $50 filing fee',
  new: 'A $75 filing fee',
  source: 'https://corp.delaware.gov/paytaxes/',
  sourceKind: 'primary',
  facts: [],
  rules,
});

describeOnEachBackend('change alerts on %s', (makeBackend) => {
  let backend: ReminderBackend;
  let site: ReminderReplicas;
  // The content's changes as the sender sees them: the test publishes one while the replicas run.
  const changes: FactChange[] = [];
  beforeEach(async () => {
    changes.length = 0;
    backend = await makeBackend();
    site = await twoReplicas(backend, { deadlines: complianceDeadlines, changes });
  });
  afterEach(() => site.close());

  const signUp = async (email: string, inputs: object) => {
    expect(await site.a.reminders.signUp({ email, ...inputs })).toEqual({ ok: true });
    await site.drainBoth();
  };
  const confirm = async (email: string) => {
    expect(await site.b.reminders.confirm(linkIn(must(site.mailsTo(email)[0], 'a mail to ' + email).text, '/tools/reminders/confirm'))).toBe(true);
    await site.drainBoth();
  };
  const alertsTo = (email: string) => site.mailsTo(email).filter((m) => m.header('Subject')[0]?.startsWith('Changed: '));

  it('tells each confirmed subscriber whose deadlines a change affects once, across two replicas, and nobody else', async () => {
    site.setNow('2026-11-20T09:00:00Z');
    await signUp('corp@acme-books.com', delawareCorp);
    await signUp('llc@acme-books.com', wyomingLlc);
    await signUp('unconfirmed@acme-books.com', delawareCorp);
    await confirm('corp@acme-books.com');
    await confirm('llc@acme-books.com');

    // Published days after they were checked: the next day's check finds it.
    site.setNow('2026-11-25T09:00:00Z');
    changes.push(change('de-report-fee', ['de-franchise-tax-annual-report']), change('nobodys-rule', ['xx-no-such-rule']));
    await site.drainBoth();
    // Confirmed after the change was published: the calendar it signed up from already had it.
    site.setNow('2026-11-26T09:00:00Z');
    await signUp('late@acme-books.com', delawareCorp);
    await confirm('late@acme-books.com');
    site.setNow('2026-11-27T09:00:00Z');
    await site.drainBoth();

    const alerts = alertsTo('corp@acme-books.com');
    expect(alerts).toHaveLength(1);
    const [alert] = firstItems(alerts, 1, 'change alerts to corp@acme-books.com');
    expect(alertsTo('llc@acme-books.com')).toHaveLength(0);
    expect(alertsTo('late@acme-books.com')).toHaveLength(0);
    expect(site.mailsTo('unconfirmed@acme-books.com')).toHaveLength(1);
    expect(await backend.rows("SELECT deadline_id, lead_days FROM reminder_mails WHERE kind = 'change'")).toEqual([{ deadline_id: 'change:de-report-fee', lead_days: 0 }]);

    expect(alert.header('Subject')).toEqual(['Changed: Delaware annual report fee (de-report-fee)']);
    const listUnsubscribe = alert.header('List-Unsubscribe')[0]?.trim() ?? '';
    expect(listUnsubscribe).toMatch(/^<https:\/\/www\.firm\.test\/tools\/reminders\/unsubscribe\?r=\d+&s=[\w-]+>$/);
    expect(alert.header('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(alert.text).toContain('Before: A $50 filing fee\nNow: A $75 filing fee\nApplies from: 2026-11-25');
    // Both of the company's franchise tax reports in the calendar's 24 months, with the fee it states.
    expect(alert.text).toMatch(/- 2027-03-01, \$50: Annual franchise tax report[^\n]*\n- 2028-03-01, \$50: Annual franchise tax report/);
    expect(alert.text).toContain('Source: https://corp.delaware.gov/paytaxes/');
    expect(alert.text).toContain('https://www.firm.test/tools/changes#de-report-fee');
    expect(alert.text).toContain(listUnsubscribe.slice(1, -1));

    // Unsubscribed: the sign-up and its alert are gone, and the alert is not sent again.
    expect(await site.a.reminders.unsubscribe(Object.fromEntries(new URL(listUnsubscribe.slice(1, -1)).searchParams))).toBe(true);
    expect(await backend.rows("SELECT id FROM reminder_mails WHERE kind = 'change'")).toEqual([]);
  });

  it('queues an alert once however often and wherever the sign-up is checked, and forgets it only once it can no longer be due', async () => {
    site.setNow('2026-11-20T09:00:00Z');
    await signUp('corp@acme-books.com', delawareCorp);
    await confirm('corp@acme-books.com');
    site.setNow('2026-11-25T09:00:00Z');
    changes.push(change('de-report-fee', ['de-franchise-tax-annual-report']));
    for (const at of ['2026-11-25T09:00:00Z', '2026-11-26T09:00:00Z', '2026-12-20T09:00:00Z', '2026-12-25T09:00:00Z']) {
      site.setNow(at);
      await site.drainBoth();
    }
    expect(alertsTo('corp@acme-books.com')).toHaveLength(1);
    expect(await backend.rows("SELECT deadline_on FROM reminder_mails WHERE kind = 'change'")).toEqual([{ deadline_on: '2026-12-25' }]);
    // Past the rules' 30 days the sent alert is forgotten, and the change is no longer news to queue.
    site.setNow('2026-12-26T09:00:00Z');
    await site.drainBoth();
    site.setNow('2026-12-27T09:00:00Z');
    await site.drainBoth();
    expect(await backend.rows("SELECT id FROM reminder_mails WHERE kind = 'change'")).toEqual([]);
    expect(alertsTo('corp@acme-books.com')).toHaveLength(1);
  });
});
