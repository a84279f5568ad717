import { JSDOM } from 'jsdom';
import request from 'supertest';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../support/test-app';
import { complianceDeadlines } from '../../server/tools/compliance/deadlines.server';
import { checkCalendarInputs } from '../../server/tools/compliance/calendar-inputs-check.server';
import { easternToday } from '../../server/tools/compliance/today.server';
import { firstItems, must } from '../support/must';
import { offeredOperatingStates, operatingStateNames } from '../support/operating-states';
import { results } from '../../shared/content/generated/compliance-calendar-page';

const company = 'entity=c-corp&state=DE&formed=2025-06-10&foreign=1&contractors=1';
const inputs = {
  entity: 'c-corp',
  state: 'DE',
  formed: '2025-06-10',
  foreign: true,
  fye: 12,
  contractors: true,
  employees: false,
  foreignAccounts: false,
  foreignPayees: false,
  grant: null,
  operates: null,
} as const;

/** The page's text without tags, for what a reader sees. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** What the page says under the list for a company doing business in each state: how to register, and what it leaves out. */
const operatesNotes: Record<string, RegExp> = {
  CA: /Doing business in California.*Form LLC-5.*Not covered here: California sales and use tax.*payroll/,
  TX: /Doing business in Texas.*Form 304.*Form 301.*\$750.*Not covered here: Texas sales and use tax.*Texas Workforce Commission/,
  WA: /Doing business in Washington.*foreign registration statement.*\$200.*Not covered here: Washington's business and occupation \(B&O\) tax.*Business Licensing Service/,
  MA: /Doing business in Massachusetts.*within ten days.*\$500.*Not covered here: Massachusetts sales and use tax.*estimated payments/,
};

describe('the compliance calendar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('JSON', () => {
    it('answers every deadline of the 24 months from `from`, with the fields of the interface', async () => {
      const res = await request(t.app).get(`/api/tools/compliance-calendar?${company}&from=2026-11-26`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/s-maxage=300/);
      expect(res.body.deadlines).toEqual(complianceDeadlines(inputs, '2026-11-26'));
      expect(Object.keys(res.body.deadlines[0]).sort()).toEqual([
        'amount',
        'asOf',
        'authority',
        'catchUp',
        'date',
        'franchiseTax',
        'id',
        'penalty',
        'rule',
        'service',
        'source',
        'sourceKind',
        'title',
      ]);
      expect(res.body.deadlines.find((d: { id: string }) => d.id === 'form-1099-nec-2027-01-31')).toMatchObject({ date: '2027-02-01', authority: 'IRS and each contractor' });
      expect(res.body.notRequired.map((n: { id: string; source: string }) => [n.id, n.source])).toEqual([['boi-report', 'https://www.fincen.gov/boi']]);
    });

    it('starts today (US Eastern) without `from`', async () => {
      const res = await request(t.app).get(`/api/tools/compliance-calendar?${company}`);
      expect(res.body.deadlines).toEqual(complianceDeadlines(inputs, easternToday()));
    });

    it.each([
      ['entity=s-corp&state=DE&formed=2025-06-10', 'entity'],
      ['state=DE&formed=2025-06-10', 'entity'],
      ['entity=c-corp&state=Delaware&formed=2025-06-10', 'state'],
      ['entity=c-corp&state=CA&formed=2025-06-10', 'state'],
      ['entity=c-corp&state=DE&formed=2025-02-30', 'formed'],
      ['entity=c-corp&state=DE&formed=2025-06-10&foreign=maybe', 'foreign'],
      ['entity=c-corp&state=DE&formed=2025-06-10&fye=13', 'fye'],
      ['entity=c-corp&state=DE&formed=2025-06-10&contractors=2', 'contractors'],
      ['entity=c-corp&state=DE&formed=2025-06-10&employees=yes', 'employees'],
      ['entity=c-corp&state=DE&formed=2025-06-10&from=tomorrow', 'from'],
      ['entity=c-corp&state=DE&formed=2025-06-10&grant=2026-13-01', 'grant'],
      ['entity=c-corp&state=DE&formed=2025-06-10&operates=ZZ', 'operates'],
    ])('answers %s with a 400 naming %s, never kept', async (query, field) => {
      const res = await request(t.app).get(`/api/tools/compliance-calendar?${query}`);
      expect([res.status, res.body.field, res.headers['cache-control']]).toEqual([400, field, 'no-store']);
      expect(res.body.error).toContain(field);
    });

    it('sends an odd spelling of good inputs to the one spelling, and drops defaults', async () => {
      const res = await request(t.app).get('/api/tools/compliance-calendar?entity=C-Corp&state=de&formed=2025-06-10&foreign=true&fye=12&contractors=0&employees=0');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/api/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-06-10&foreign=1');
    });
  });

  describe('.ics', () => {
    const parse = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

    it('is an RFC 5545 calendar of all-day events, each with a display alarm two weeks before', async () => {
      const res = await request(t.app).get(`/tools/compliance-calendar.ics?${company}&from=2026-11-26`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
      const events = parse(res.text);
      const expected = complianceDeadlines(inputs, '2026-11-26');
      expect(events.map((e) => [e.startDate.toString(), e.startDate.isDate, e.summary])).toEqual(expected.map((d) => [d.date, true, d.title]));
      for (const event of events) {
        const alarm = must(event.component.getAllSubcomponents('valarm')[0], `an alarm on ${event.summary}`);
        const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
        expect([alarm.getFirstPropertyValue('action'), trigger.toSeconds()]).toEqual(['DISPLAY', -14 * 24 * 60 * 60]);
      }
      expect(firstItems(events, 1, 'events')[0].description).toContain('If missed:');
    });

    it('keeps each event’s UID across downloads on other days, so a new download updates the old events', async () => {
      const first = parse((await request(t.app).get(`/tools/compliance-calendar.ics?${company}&from=2026-11-26`)).text);
      const second = parse((await request(t.app).get(`/tools/compliance-calendar.ics?${company}&employees=1&from=2027-01-15`)).text);
      const uids = new Map(first.map((e) => [e.uid, e.startDate.toString()]));
      const again = second.filter((e) => uids.has(e.uid));
      expect(again.length).toBeGreaterThan(5);
      for (const event of again) expect(event.startDate.toString()).toBe(uids.get(event.uid));
      expect(new Set(first.map((e) => e.uid)).size).toBe(first.length);
      // Another company (another formation date) shares no UID with the first.
      const other = parse((await request(t.app).get('/tools/compliance-calendar.ics?entity=c-corp&state=DE&formed=2025-06-11&foreign=1&contractors=1&from=2026-11-26')).text);
      expect(other.some((e) => uids.has(e.uid))).toBe(false);
    });

    it('answers a bad field with a 400 naming it', async () => {
      const res = await request(t.app).get('/tools/compliance-calendar.ics?entity=c-corp&state=ZZ&formed=2025-06-10');
      expect([res.status, res.text.split(':')[0]]).toEqual([400, 'state']);
    });
  });

  describe('page', () => {
    it('is the empty form without inputs, with its title, canonical URL and structured data', async () => {
      const res = await request(t.app).get('/tools/compliance-calendar');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<link rel="canonical" href="https://www.example.com/tools/compliance-calendar"/>');
      expect(res.text).toMatch(/<title>US Compliance Calendar[^<]*<\/title>/);
      expect(res.text).toContain('"@type":"WebApplication"');
      expect(res.text).toMatch(/<form[^>]*action="\/tools\/compliance-calendar#result" method="get"/);
      expect(visible(res.text)).toContain('not tax or legal advice');
    });

    it('offers every state content/compliance/operates/ has a file for in the form’s choice, and nothing else', async () => {
      const offered = offeredOperatingStates((await request(t.app).get('/tools/compliance-calendar')).text);
      expect(offered).toEqual(operatingStateNames());
      expect(offered).toEqual(expect.arrayContaining(['Texas', 'Washington', 'Massachusetts']));
    });

    it('lists every deadline in the server HTML, with source, as-of date and the firm’s service', async () => {
      const res = await request(t.app).get(`/tools/compliance-calendar?${company}`);
      expect(res.status).toBe(200);
      const text = visible(res.text);
      const deadlines = complianceDeadlines(inputs, easternToday());
      expect(res.text.match(/<li class="calendar-line">/g)?.length).toBe(deadlines.length);
      for (const d of deadlines) expect(res.text).toContain(`<time class="calendar-line__date" dateTime="${d.date}">`);
      expect(text).toContain('Form 5472 with Form 1120');
      expect(res.text).toContain('href="https://www.irs.gov/instructions/i1099mec"');
      expect(text).toContain('Beneficial ownership information (BOI) report');
      expect(res.text).toContain('href="https://www.fincen.gov/boi"');
      expect(res.text).toContain('<a href="/tax-return">Tax Return</a>');
      expect(res.text).toContain(`href="/tools/compliance-calendar.ics?${company.replaceAll('&', '&amp;')}"`);
    });

    it('says a state without rules plainly, and names a missing input', async () => {
      const ca = visible((await request(t.app).get('/tools/compliance-calendar?entity=c-corp&state=CA&formed=2025-06-10')).text);
      expect(ca).toContain('We do not have the rules of CA yet');
      const noDate = await request(t.app).get('/tools/compliance-calendar?entity=c-corp&state=DE');
      expect(visible(noDate.text)).toContain('Enter the date the company was formed.');
      expect(noDate.text).toMatch(/id="calendar-formed"[^>]*aria-invalid="true"/);
    });

    it('sends odd spellings to one canonical query, keeping only the calendar’s parameters in the cache key', async () => {
      const res = await request(t.app).get('/tools/compliance-calendar?state=wy&entity=LLC-Multi&formed=2025-06-10&fye=12&foreign=0&utm_source=x');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/tools/compliance-calendar?state=WY&entity=llc-multi&formed=2025-06-10&utm_source=x');
      const junk = await request(t.app).get('/tools/compliance-calendar?entity=nonsense&formed=yesterday');
      expect([junk.status, junk.headers.location]).toEqual([301, '/tools/compliance-calendar']);
    });

    it('lists the filings already past since formation first and apart, with what to do now; the JSON carries them as `overdue`', async () => {
      const res = await request(t.app).get(`/tools/compliance-calendar?${company}`);
      const json = (await request(t.app).get(`/api/tools/compliance-calendar?${company}`)).body as { overdue: Array<{ date: string; rule: string; catchUp: string }> };
      expect(json.overdue.map((d) => d.rule)).toEqual(expect.arrayContaining(['de-franchise-tax-annual-report', 'form-5472-corporation']));
      const overdueAt = res.text.indexOf('class="calendar-overdue"');
      expect(overdueAt).toBeGreaterThan(-1);
      expect(overdueAt).toBeLessThan(res.text.indexOf('class="calendar-results"'));
      for (const d of json.overdue) expect(res.text.indexOf(`dateTime="${d.date}"`)).toBeGreaterThan(overdueAt);
      expect(visible(res.text)).toContain('What to do now');
    });

    it('opens the same facts under an overdue filing as under the same filing still to come, less what each shows in view', async () => {
      const { document } = new JSDOM((await request(t.app).get(`/tools/compliance-calendar?${company}`)).text).window;
      const facts = (row: Element) => {
        const terms = [...row.querySelectorAll('dl.calendar-facts > dt')];
        return new Map(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.innerHTML]));
      };
      const lines = [...document.querySelectorAll('.calendar-results .calendar-line')];
      const cards = [...document.querySelectorAll('.calendar-overdue li')];
      const compared = cards.flatMap((card) => {
        const title = card.querySelector('h3')?.lastChild?.textContent ?? '';
        const line = lines.find((row) => row.querySelector('.calendar-line__title')?.textContent?.endsWith(title));
        return line ? [[card, line] as const] : [];
      });
      expect(compared.length).toBeGreaterThan(0);
      for (const [card, line] of compared) {
        const [cardFacts, lineFacts] = [facts(card), facts(line)];
        // A card shows what to do now above its details; a line shows its amount in its summary.
        expect(cardFacts.has(results.late)).toBe(false);
        if (lineFacts.get(results.late)) expect(card.querySelector('.calendar-item__now')?.innerHTML).toContain(lineFacts.get(results.late));
        for (const map of [cardFacts, lineFacts]) for (const label of [results.late, results.amount]) map.delete(label);
        expect(cardFacts).toEqual(lineFacts);
        expect(cardFacts.has(results.authority)).toBe(true);
      }
    });

    it('offers the .ics as a webcal:// subscription at the download’s own URL, and the CSV', async () => {
      const res = await request(t.app).get(`/tools/compliance-calendar?${company}`);
      expect(res.text).toContain(`href="webcal://www.example.com/tools/compliance-calendar.ics?${company.replaceAll('&', '&amp;')}"`);
      expect(res.text).toContain(`href="/tools/compliance-calendar.csv?${company.replaceAll('&', '&amp;')}"`);
    });

    it('is in the sitemap, without inputs', async () => {
      const sitemap = (await request(t.app).get('/sitemap.xml')).text;
      expect(sitemap).toContain('<loc>https://www.example.com/tools/compliance-calendar</loc>');
    });
  });

  describe('one model: the estimator’s inputs, and one list in every format', () => {
    const withShares = 'entity=c-corp&state=DE&formed=2025-06-10&foreign=1&authorized=10000000&par=0.00001';
    // The estimator's parameters come last in the one spelling, after `from`.
    const dated = 'entity=c-corp&state=DE&formed=2025-06-10&foreign=1&from=2026-11-28&authorized=10000000&par=0.00001';

    it('JSON, .ics, CSV and page carry the same deadlines, with Delaware’s estimate and instalments', async () => {
      const json = (await request(t.app).get(`/api/tools/compliance-calendar?${dated}`)).body as {
        deadlines: Array<{ id: string; date: string; title: string; amount: number | null }>;
        overdue: Array<{ date: string; title: string }>;
      };
      const report = must(
        json.deadlines.find((d) => d.id === 'de-franchise-tax-annual-report-2027-03-01'),
        'the report',
      );
      expect(report.amount).toBe(17083);
      expect(json.deadlines.filter((d) => d.id.startsWith('de-franchise-tax-instalments-')).map((d) => d.amount)).toEqual([17033, 34066, 17033, 17033, 34066, 17033]);

      const ics = await request(t.app).get(`/tools/compliance-calendar.ics?${dated}`);
      const events = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent');
      expect(events.map((e) => [e.getFirstPropertyValue('dtstart')?.toString(), e.getFirstPropertyValue('summary')])).toEqual(json.deadlines.map((d) => [d.date, d.title]));
      for (const event of events) expect(event.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
      expect(ics.text.endsWith('END:VCALENDAR\r\n')).toBe(true);

      const csv = await request(t.app).get(`/tools/compliance-calendar.csv?${dated}`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      const rows = csv.text.split('\r\n').slice(1, -1);
      expect(rows.map((row) => row.slice(0, 10))).toEqual([...json.overdue, ...json.deadlines].map((d) => d.date));
      expect(csv.text).toContain('$17,083');

      const page = await request(t.app).get(`/tools/compliance-calendar?${withShares}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('href="/tools/delaware-franchise-tax?authorized=10000000&amp;par=0.00001"');
      expect(visible(page.text)).toContain('of which franchise tax: $17,033');
    });

    it.each([
      [
        'entity=c-corp&state=DE&formed=2026-01-05&contractors=1&grant=2026-12-02&foreignAccounts=1&foreignPayees=1',
        ['election-83b', 'fbar', 'fbar-extended', 'forms-1042-1042-s', 'form-1099-misc-recipients', 'form-1099-misc-paper', 'form-1099-misc-electronic'],
      ],
      ['entity=llc-multi&state=DE&formed=2026-11-01&foreign=1&operates=CA', ['forms-8804-8805', 'bea-be-13', 'ca-llc-annual-tax']],
      ['entity=llc-single&state=DE&formed=2025-06-10&operates=TX', ['tx-franchise-tax-report']],
      ['entity=c-corp&state=WY&formed=2025-06-10&operates=WA', ['wa-annual-report']],
      ['entity=c-corp&state=DE&formed=2025-03-10&operates=MA', ['ma-corporation-annual-report', 'ma-corporate-excise']],
    ])('the filings with the largest penalties and the state of operation: JSON, .ics, CSV, page and reminders carry the same list (%s)', async (filings, newRules) => {
      const json = (await request(t.app).get(`/api/tools/compliance-calendar?${filings}&from=2026-11-28`)).body as {
        deadlines: Array<{ id: string; rule: string; date: string; title: string }>;
        overdue: Array<{ date: string }>;
      };
      expect(newRules.filter((rule) => !json.deadlines.some((d) => d.rule === rule))).toEqual([]);

      const ics = await request(t.app).get(`/tools/compliance-calendar.ics?${filings}&from=2026-11-28`);
      const events = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent');
      expect(events.map((e) => [e.getFirstPropertyValue('dtstart')?.toString(), e.getFirstPropertyValue('summary')])).toEqual(json.deadlines.map((d) => [d.date, d.title]));

      const csv = await request(t.app).get(`/tools/compliance-calendar.csv?${filings}&from=2026-11-28`);
      expect(
        csv.text
          .split('\r\n')
          .slice(1, -1)
          .map((row) => row.slice(0, 10)),
      ).toEqual([...json.overdue, ...json.deadlines].map((d) => d.date));

      // The reminders store what the sign-up's form posts (every field of the calendar, as text) and list it with the same rules.
      const signedUp = checkCalendarInputs({ foreign: '0', fye: '12', contractors: '0', employees: '0', ...Object.fromEntries(new URLSearchParams(filings)) });
      expect(signedUp.ok && complianceDeadlines(signedUp.inputs, '2026-11-28')).toEqual(json.deadlines);

      const page = visible((await request(t.app).get(`/tools/compliance-calendar?${filings}`)).text);
      // Each rule's condition is in its title, said on the page.
      for (const d of json.deadlines.filter((d) => newRules.includes(d.rule))) expect(page).toContain(d.title);
      // Where it does business elsewhere, the page says how to register there and what the calendar leaves out, and offers to talk.
      const operates = new URLSearchParams(filings).get('operates');
      if (operates) expect(page).toMatch(operatesNotes[operates] ?? /no note expected/);
      if (operates) expect(page).toContain('Talk to us about the rest');
    });

    it('a share value the estimator refuses: 400 naming it from the API, the CSV and the page', async () => {
      const bad = 'entity=c-corp&state=DE&formed=2025-06-10&authorized=0&par=1';
      const json = await request(t.app).get(`/api/tools/compliance-calendar?${bad}`);
      expect([json.status, json.body.field]).toEqual([400, 'authorized']);
      expect((await request(t.app).get(`/tools/compliance-calendar.csv?${bad}`)).status).toBe(400);
      const page = await request(t.app).get(`/tools/compliance-calendar?${bad}`);
      expect(page.status).toBe(400);
      expect(page.text).toMatch(/id="calendar-authorized"[^>]*aria-invalid="true"/);
    });
  });
});
