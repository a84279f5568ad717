import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

/** The page's text without tags, for what a reader sees. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('the estimate says what to do next', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Delaware's own example of the notice: 10,000,000 authorized shares at $0.00001 bill $85,165 by the Authorized Shares method.
  const startup = '/tools/delaware-franchise-tax?authorized=10000000&par=0.00001&issued=8000000&assets=50000';

  it('names the due day the calendar gives for a Delaware corporation’s report, and the amount with the fee', async () => {
    const calendar = (await request(t.app).get('/api/tools/compliance-calendar?entity=c-corp&state=DE&formed=2020-01-01')).body as { deadlines: Array<{ rule: string; date: string }> };
    const due = must(
      calendar.deadlines.find((deadline) => deadline.rule === 'de-franchise-tax-annual-report'),
      'the calendar’s next report',
    ).date;
    const text = visible((await request(t.app).get(startup)).text);
    expect(text).toContain('What to do next');
    // The Assumed Par Value Capital method's minimum ($400) and the $50 report fee.
    expect(text).toContain(`pay $450 (the tax and the report's fee) by ${longDate(due)}.`);
  });

  it('warns that Delaware’s notice shows the Authorized Shares figure and says how to file the lower one', async () => {
    const text = visible((await request(t.app).get(startup)).text);
    expect(text).toContain("Delaware's own notice will show $85,165");
    expect(text).toContain('enter the issued shares (8,000,000) and the total gross assets ($50,000.00)');
  });

  it('without issued shares and assets, says the notice’s figure may not be what is owed and asks for them', async () => {
    const text = visible((await request(t.app).get('/tools/delaware-franchise-tax?authorized=10000000&par=0.00001')).text);
    expect(text).toContain("Delaware's own notice will show $85,165, the tax by the Authorized Shares method");
  });

  it('links Delaware’s online filing and the firm’s prices, each a page that answers', async () => {
    const html = (await request(t.app).get(startup)).text;
    expect(html).toContain('href="https://corp.delaware.gov/paytaxes/"');
    expect(html).toMatch(/<a [^>]*href="\/pricing"[^>]*>See what it costs<\/a>/);
    expect((await request(t.app).get('/pricing')).status).toBe(200);
  });
});
