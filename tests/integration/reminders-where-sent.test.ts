import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

const company = 'entity=c-corp&state=DE&formed=2025-06-10&foreign=1';

describe('the reminders page only where reminders can be sent', () => {
  describe('with mail configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Nothing listens on port 9: the page only needs to know mail can go out.
      t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', SMTP_FROM: 'Firm <reminders@acme-books.com>' });
    });
    afterAll(() => t.close());

    it('is in the sitemap, and asks for the address', async () => {
      expect((await request(t.app).get('/sitemap.xml')).text).toContain('<loc>https://www.example.com/tools/reminders</loc>');
      const page = await request(t.app).get(`/tools/reminders?${company}&fye=12&contractors=0&employees=0`);
      expect(page.text.slice(page.text.indexOf('<main'), page.text.indexOf('</main>'))).toMatch(/<input[^>]*type="email"/);
    });

    it('asks for the state from the calendar’s own list', async () => {
      const page = (await request(t.app).get('/tools/reminders')).text;
      const calendar = (await request(t.app).get('/tools/compliance-calendar')).text;
      const options = (html: string, id: RegExp) => (new RegExp(`<select[^>]*id="${id.source}"[^>]*>([\\s\\S]*?)</select>`).exec(html) ?? [])[1];
      expect(options(page, /[^"]*-state/)).toBeDefined();
      expect(options(page, /[^"]*-state/)?.replaceAll(/ selected=""/g, '')).toBe(options(calendar, /calendar-state/)?.replaceAll(/ selected=""/g, ''));
    });
  });

  describe('without mail', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is not in the sitemap', async () => {
      const sitemap = (await request(t.app).get('/sitemap.xml')).text;
      expect(sitemap).not.toContain('/tools/reminders<');
      expect(sitemap).toContain('<loc>https://www.example.com/tools/compliance-calendar</loc>');
    });

    it('offers the company’s calendar as a webcal subscription instead, the .ics’s own address', async () => {
      // The reminders' form sends every field; the subscription is the calendar's permalink, defaults left out.
      const page = (await request(t.app).get(`/tools/reminders?${company}&fye=12&contractors=0&employees=0`)).text;
      expect(page).toContain('Subscribe to your calendar instead');
      expect(page).toContain(`href="webcal://www.example.com/tools/compliance-calendar.ics?${company.replaceAll('&', '&amp;')}"`);
      // No address field in the page's own content (the site's contact dialog has one on every page).
      expect(page.slice(page.indexOf('<main'), page.indexOf('</main>'))).not.toMatch(/<input[^>]*type="email"/);
      const ics = await request(t.app).get(`/tools/compliance-calendar.ics?${company}`);
      expect([ics.status, ics.text.startsWith('BEGIN:VCALENDAR')]).toEqual([200, true]);
    });

    it('without a company’s details, leads to the calendar to make one', async () => {
      const page = (await request(t.app).get('/tools/reminders')).text;
      expect(page).toMatch(/<a [^>]*href="\/tools\/compliance-calendar"[^>]*>Make your compliance calendar<\/a>/);
    });
  });
});
