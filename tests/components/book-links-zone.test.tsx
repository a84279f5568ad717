import { render, screen } from '@testing-library/react';
import { addZoneToBookLinks } from '../../client/chrome/book-zone';
import { BookCallLine } from '../../shared/booking/BookCallLink';
import { Component as PricingPage } from '../../shared/routes/pricing/page';
import { loader as pricingLoader } from '../../shared/routes/pricing/page.server';
import { callLink } from '../../shared/content/generated/booking';
import { paths } from '../../shared/site-paths';
import { renderAt } from '../support/render-page';

const bookLinks = () => screen.getAllByRole('link', { name: new RegExp(`^${callLink.label}`) });

describe("the site's links to /book carry the browser's zone once the page's script has run", () => {
  it("every Book a call on pricing and the tools' line opens /book in that zone, so /book loads once, not twice", async () => {
    await renderAt('/pricing', { Component: PricingPage, loader: pricingLoader });
    render(<BookCallLine />);
    const links = bookLinks();
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toHaveAttribute('href', paths.book);

    addZoneToBookLinks(document, 'Asia/Kolkata');
    for (const link of links) expect(link).toHaveAttribute('href', `${paths.book}?tz=Asia%2FKolkata`);
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
    addZoneToBookLinks(document, 'Asia/Kolkata');
    expect(screen.getByRole('link', { name: 'Berlin' })).toHaveAttribute('href', `${paths.book}?tz=Europe%2FBerlin`);
    expect(screen.getByRole('link', { name: 'Plain' })).toHaveAttribute('href', paths.book);
  });
});
