import request from 'supertest';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../support/test-app';
import { complianceDeadlines } from '../../server/tools/compliance/deadlines.server';
import { easternToday } from '../../server/tools/compliance/today.server';
import { firstItems, must } from '../support/must';

const company = 'entity=c-corp&state=DE&formed=2025-06-10&foreign=1&contractors=1';
const inputs = { entity: 'c-corp', state: 'DE', formed: '2025-06-10', foreign: true, fye: 12, contractors: true, employees: false } as const;

/** The page's text without tags, for what a reader sees. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

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
      expect(Object.keys(res.body.deadlines[0]).sort()).toEqual(['amount', 'asOf', 'authority', 'date', 'id', 'penalty', 'rule', 'service', 'source', 'sourceKind', 'title']);
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
      expect(res.text).toMatch(/<form[^>]*action="\/tools\/compliance-calendar" method="get"/);
      expect(visible(res.text)).toContain('not tax or legal advice');
    });

    it('lists every deadline in the server HTML, with source, as-of date and the firm’s service', async () => {
      const res = await request(t.app).get(`/tools/compliance-calendar?${company}`);
      expect(res.status).toBe(200);
      const text = visible(res.text);
      const deadlines = complianceDeadlines(inputs, easternToday());
      expect(res.text.match(/<li class="calendar-item">/g)?.length).toBe(deadlines.length + 1);
      for (const d of deadlines) expect(res.text).toContain(`<time class="calendar-item__date" dateTime="${d.date}">`);
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

    it('is in the sitemap, without inputs', async () => {
      const sitemap = (await request(t.app).get('/sitemap.xml')).text;
      expect(sitemap).toContain('<loc>https://www.example.com/tools/compliance-calendar</loc>');
    });
  });
});
