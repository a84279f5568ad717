import { fireEvent, render, screen } from '@testing-library/react';
import { guessBookZone, startBookLinks } from '../../client/chrome/book-zone';
import { BookCallLine } from '../../shared/booking/BookCallLink';
import { Component as PricingPage } from '../../shared/routes/pricing/page';
import { loader as pricingLoader } from '../../shared/routes/pricing/page.server';
import { callLink } from '../../shared/content/generated/booking';
import { paths } from '../../shared/site-paths';
import { renderAt } from '../support/render-page';

const bookLinks = () => screen.getAllByRole('link', { name: new RegExp(`^${callLink.label}`) });
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeAll(() => {
  // As the browser entry does on every page.
  startBookLinks(document);
  // jsdom cannot follow a link: stop it after the page's own (capturing) listener has run.
  document.addEventListener('click', (event) => event.preventDefault());
});

describe("a click on one of the site's links to /book gives it the browser's zone first", () => {
  it("every Book a call on pricing and the tools' line then opens /book in that zone, so /book loads once, not twice", async () => {
    await renderAt('/pricing', { Component: PricingPage, loader: pricingLoader });
    render(<BookCallLine />);
    const links = bookLinks();
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(link).toHaveAttribute('href', paths.book);
      fireEvent.click(link);
      expect(link).toHaveAttribute('href', `${paths.book}?${new URLSearchParams({ tz: zone }).toString()}`);
    }
  });

  it('leaves a link that already names a zone, and other links, as they are', () => {
    render(
      <p>
        <a href={`${paths.book}?tz=Europe%2FBerlin`} data-book-link="">
          Berlin
        </a>
        <a href={paths.book}>Plain</a>
      </p>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Berlin' }));
    fireEvent.click(screen.getByRole('link', { name: 'Plain' }));
    expect(screen.getByRole('link', { name: 'Berlin' })).toHaveAttribute('href', `${paths.book}?tz=Europe%2FBerlin`);
    expect(screen.getByRole('link', { name: 'Plain' })).toHaveAttribute('href', paths.book);
  });
});

describe("/book without ?tz= takes the browser's zone in the same page load", () => {
  const firmZone = zone === 'Asia/Tokyo' ? 'Europe/Oslo' : 'Asia/Tokyo';
  const card = (label: string, listedIn: string) =>
    `<section data-book-card=""><form data-book-zone=""><select name="tz"><option value="${firmZone}">firm</option><option value="${zone}">browser</option></select></form>` +
    `<form method="post" data-book-times=""><input type="hidden" name="timeZone" value="${listedIn}"><p>${label}</p><input name="name" aria-label="Your name"></form></section>`;

  /** The page in the firm's zone, a window whose fetch answers when the test says, and what the page asked for. */
  async function bookPage(status = 200) {
    document.body.innerHTML = card('times in the firm’s zone', firmZone);
    document.querySelector('select')!.value = firmZone;
    let answer: () => void = () => undefined;
    const fetched: string[] = [];
    const replaced: string[] = [];
    const storage = new Map<string, string>();
    const win = {
      location: { pathname: '/book', search: '', hash: '' },
      sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
      history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) },
    } as unknown as Window;
    const url = `/book?${new URLSearchParams({ tz: zone }).toString()}`;
    const html = `<!doctype html><html><head><style>form{}</style></head><body>${card('times in the browser’s zone', zone)}<footer><form><p>another form</p></form></footer></body></html>`;
    global.fetch = jest.fn((input: string) => {
      fetched.push(input);
      return new Promise((resolve) => {
        answer = () => resolve({ ok: status === 200, url: `http://localhost${url}`, text: async () => html } as Response);
      });
    }) as typeof fetch;
    const tick = () => new Promise((r) => setTimeout(r, 0));
    // The zone as the worker would answer it, a moment later.
    const guess = () => void guessBookZone(document, async () => zone, win);
    guess();
    await tick();
    return { fetched, replaced, url, answer: async () => (answer(), await tick()), again: async () => (guess(), await tick()) };
  }

  it('swaps in the times of /book?tz=<zone>, chooses that zone and sets the address to it, once a session', async () => {
    const page = await bookPage();
    expect(page.fetched).toEqual([page.url]);
    await page.answer();
    expect(screen.getByText('times in the browser’s zone')).toBeInTheDocument();
    expect(screen.queryByText('times in the firm’s zone')).not.toBeInTheDocument();
    expect(document.querySelectorAll('form')).toHaveLength(2);
    expect(document.querySelector('select')).toHaveValue(zone);
    expect(document.querySelector('input[name="timeZone"]')).toHaveValue(zone);
    expect(page.replaced).toEqual([page.url]);
    await page.again();
    expect(page.fetched).toHaveLength(1);
  });

  it('keeps the card a visitor has started on before the answer came', async () => {
    const page = await bookPage();
    screen.getByLabelText('Your name').focus();
    await page.answer();
    expect(screen.getByText('times in the firm’s zone')).toBeInTheDocument();
    expect(page.replaced).toEqual([]);
  });

  it('keeps the page in the firm’s zone when the answer is refused (the query budget)', async () => {
    const page = await bookPage(429);
    await page.answer();
    expect(screen.getByText('times in the firm’s zone')).toBeInTheDocument();
    expect(page.replaced).toEqual([]);
  });
});
