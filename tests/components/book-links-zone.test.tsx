import { fireEvent, render, screen } from '@testing-library/react';
import { startBookZone } from '../../client/chrome/book-zone';
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
  startBookZone(document);
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
