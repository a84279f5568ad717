import { JSDOM } from 'jsdom';
import request from 'supertest';
import { disclaimer } from '../../shared/content/generated/tools';
import { createTestApp, testSheetText, type TestApp } from '../support/test-app';

/** Issue 38 §1, one look for every tool page: the same header, disclaimer, buttons, company-details fields and sheet. */

const toolPages = [
  '/tools',
  '/tools/delaware-franchise-tax',
  '/tools/delaware-franchise-tax?class=1000000:1&class=250000:5&issued=485000&assets=1000000',
  '/tools/compliance-calendar',
  '/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-06-10&foreign=1',
  '/tools/reminders',
  '/tools/reminders?entity=c-corp&state=DE&formed=2025-06-10&foreign=1',
  '/tools/changes',
];

/** The pages that list rather than work something out: no action of their own. */
const listPages = ['/tools', '/tools/changes'];

describe('every tool page', () => {
  let t: TestApp;
  const pageAt = async (path: string) => {
    const html = (await request(t.app).get(path).expect(200)).text;
    return { html, document: new JSDOM(html).window.document };
  };
  beforeAll(async () => {
    // A deployment that sends reminders (nothing listens there; no page here sends mail): the reminders page shows its form.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', SMTP_FROM: 'Firm <reminders@acme-books.com>' });
  });
  afterAll(() => t.close());

  it.each(toolPages)('%s opens with breadcrumbs to the hub, its one heading, a lede, its reviewer and the tools’ disclaimer, on the tools’ sheet', async (path) => {
    const { html, document } = await pageAt(path);
    const header = document.querySelector('main header');
    expect(header).not.toBeNull();
    const crumbs = [...header!.querySelectorAll('nav li')];
    const links = crumbs.flatMap((li) => [...li.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    expect(links).toEqual(path === '/tools' ? ['/'] : ['/', '/tools']);
    expect(crumbs.at(-1)?.getAttribute('aria-current')).toBe('page');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(header!.querySelector('h1 + .lede')?.textContent).toBeTruthy();
    expect(header!.querySelector('.byline--person a')?.getAttribute('href')).toMatch(/^\/about#[a-z0-9-]+$/);
    // The disclaimer is content's one sentence, said once, in the header.
    expect(header!.textContent).toContain(disclaimer);
    expect(document.body.textContent.split(disclaimer)).toHaveLength(2);
    expect(html).toContain(`<style>${testSheetText('tools')}</style>`);
    // Its breadcrumbs in JSON-LD end at this page.
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> } | undefined;
    expect(trail?.itemListElement.at(-1)?.item).toBe(`https://www.example.com${new URL(path, 'https://www.example.com').pathname}`);
  });

  it.each(toolPages)('%s styles each button of its content as a primary or a secondary action', async (path) => {
    const { document } = await pageAt(path);
    const buttons = [...document.querySelectorAll('main .button')];
    expect(buttons.filter((button) => !/\bbutton--(primary|secondary)\b/.test(button.className)).map((button) => button.outerHTML)).toEqual([]);
    // The action the page is for (submit, estimate, subscribe...) is a primary button.
    if (!listPages.includes(path)) expect(document.querySelector('main .button--primary')).not.toBeNull();
  });

  it('the calendar and the reminders ask for the company’s details with the same fields, labels and choices', async () => {
    const fields = async (path: string) => {
      const { document } = await pageAt(path);
      const form = document.querySelector(`main form[method="get"][action^="${path}"]`);
      expect(form).not.toBeNull();
      return [...form!.querySelectorAll('input, select')]
        .filter((control) => !['authorized', 'par', 'issued', 'assets'].includes(control.getAttribute('name') ?? ''))
        .map((control) => ({
          name: control.getAttribute('name'),
          type: control.getAttribute('type') ?? control.tagName.toLowerCase(),
          label: (control.closest('label') ?? document.querySelector(`label[for="${control.id}"]`))?.textContent?.trim(),
          choices: [...control.querySelectorAll('option')].map((option) => `${option.getAttribute('value') ?? ''}=${option.textContent}`),
        }));
    };
    const calendar = await fields('/tools/compliance-calendar');
    const reminders = await fields('/tools/reminders');
    expect(calendar.map((field) => field.name)).toEqual(['entity', 'state', 'formed', 'fye', 'foreign', 'contractors', 'employees', 'foreignAccounts', 'foreignPayees', 'grant', 'operates']);
    expect(calendar.every((field) => field.label)).toBe(true);
    expect(reminders).toEqual(calendar);
  });

  it('the reminders read the company’s details as the calendar’s form sends them: an unchecked box is no', async () => {
    const { document } = await pageAt('/tools/reminders?entity=llc-single&state=DE&formed=2025-06-10&fye=12&operates=&grant=');
    const summary = document.querySelector('main dl');
    expect(summary?.textContent).toContain('Single-member LLC');
    expect(document.querySelector('main form[method="post"] input[name="foreign"]')?.getAttribute('value')).toBe('0');
  });
});
