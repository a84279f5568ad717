import { act, configure, screen, within } from '@testing-library/react';
import { Component } from '../../shared/routes/home/page';
import { loader } from '../../shared/routes/home/page.server';
import { reviews } from '../../shared/content/generated/people.server';
import { hero } from '../../shared/content/generated/home';
import { apps as integratedApps } from '../../shared/content/generated/apps';

const heroWords = hero.words;
const [firstWord, secondWord] = firstItems(heroWords, 2, 'hero words');
import { renderAt, testConfig } from '../support/render-page';
import { startTypewriter } from '../../client/typewriter';
import { firstItems } from '../support/must';

// Role queries over a whole page are slow in jsdom.
configure({ asyncUtilTimeout: 5000 });

/** Each timer step schedules the next, so time has to pass in small slices. */
function advance(ms: number) {
  for (let t = 0; t < ms; t += 10) act(() => jest.advanceTimersByTime(10));
}

function renderHome() {
  return renderAt('/', { Component, loader });
}

describe('Home page', () => {
  afterEach(() => jest.useRealTimers());

  it('has one h1 whose text is the static sentence and the first hero word, fully typed', async () => {
    await renderHome();
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1).toHaveAccessibleName(hero.staticSentence);
    expect(h1).toHaveTextContent(`${hero.headingPrefix} ${firstWord}`);
  });

  it('types through the hero words once client/typewriter.ts starts, and can be paused', async () => {
    jest.useFakeTimers();
    await renderHome();
    startTypewriter(document);
    const h1 = await screen.findByRole('heading', { level: 1 });
    const typed = () => h1.querySelector('.home-hero__typed')?.textContent;
    expect(typed()).toBe(firstWord);
    advance(1000);
    expect(typed()).toBe(firstWord);
    advance(800 + 10 * firstWord.length + 90 * secondWord.length + 100);
    expect(typed()).toBe(secondWord);
    advance(1900);
    expect(typed()).not.toBe(secondWord);

    act(() => screen.getByRole('button', { name: 'Pause headline animation' }).click());
    expect(screen.getByRole('button', { name: 'Pause headline animation' })).toHaveAttribute('aria-pressed', 'true');
    const shown = typed();
    expect(heroWords).toContain(shown);
    advance(5000);
    expect(typed()).toBe(shown);
  });

  it('links View Pricing to /pricing and offers a way to get in touch', async () => {
    await renderHome();
    const links = await screen.findAllByRole('link', { name: 'View Pricing' });
    for (const link of links) expect(link).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByRole('link', { name: 'Get in Touch' })[0]).toHaveAttribute('href', '/contact');
  });

  it('shows five service cards linking to the five service pages', async () => {
    await renderHome();
    const section = (await screen.findByRole('heading', { name: 'What we do' })).closest('section')!;
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const hrefs = cards.map((card) => within(card).getByRole('link').getAttribute('href'));
    // The header's order, from the product description; the header and footer use the same list (see e2e marketing.spec.ts).
    expect(hrefs).toEqual(['/usa-company-formation', '/tax-return', '/bookkeeping', '/cfo-advisory', '/zoho-advisory']);
    for (const card of cards) expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('shows each review of content/reviews.yaml (samples, on this test origin), quoted, attributed, rated and linked to where it was published', async () => {
    await renderHome();
    const section = (await screen.findByRole('heading', { name: 'What our clients say' })).closest('section')!;
    const quotes = within(section).getAllByRole('figure');
    expect(quotes).toHaveLength(reviews.length);
    for (const [i, quote] of quotes.entries()) {
      const review = reviews[i]!;
      expect(within(quote).getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeInTheDocument();
      expect(quote.querySelector('blockquote')?.textContent).toBe(review.quote);
      expect(within(quote).getByText(review.author)).toBeInTheDocument();
      const link = within(quote).getByRole('link', { name: `Read it on ${review.platform}` });
      expect(link).toHaveAttribute('href', review.source);
      expect(review.source).toMatch(/^https:\/\//);
    }
  });

  it('shows no review section on a public origin while every review is a sample', async () => {
    expect(reviews.every((review) => review.placeholder)).toBe(true);
    await renderAt('/', { Component, loader }, { config: { ...testConfig, siteUrl: 'https://www.acme-books.com' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'What our clients say' })).toBeNull();
  });

  it('shows the 11 integrated apps as named logos grouped by category', async () => {
    await renderHome();
    const section = (await screen.findByRole('heading', { name: 'Works with the apps you already use' })).closest('section')!;
    const logos = within(section).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label') ?? logo.getAttribute('alt'))).toEqual(integratedApps.map((app) => app.name));
    expect(logos).toHaveLength(11);
    const payments = within(section).getByRole('heading', { name: 'Payments' }).closest('li') as HTMLElement;
    expect(
      within(payments)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label') ?? img.getAttribute('alt')),
    ).toEqual(['Stripe', 'PayPal', 'Wise']);
  });

  it('fills the firm name into the copy', async () => {
    await renderHome();
    expect(await screen.findByRole('heading', { name: 'Why founders choose Ledgerline' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('{{');
  });
});
