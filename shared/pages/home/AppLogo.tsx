import { siEbay, siPaypal, siQuickbooks, siShopify, siStripe, siWise, siWoocommerce, siXero, siZoho, type SimpleIcon } from 'simple-icons';
import type { IntegratedApp } from '../../content/types';

/** Named imports only, so the bundle carries these nine glyphs and not the whole set. */
const glyphs: Record<string, SimpleIcon> = {
  ebay: siEbay,
  paypal: siPaypal,
  quickbooks: siQuickbooks,
  shopify: siShopify,
  stripe: siStripe,
  wise: siWise,
  woocommerce: siWoocommerce,
  xero: siXero,
  zoho: siZoho,
};

/**
 * One app's mark, named for screen readers; brands simple-icons lacks get a
 * monogram badge. The visible name beside it is hidden from assistive
 * technology because the mark already carries it.
 */
export function AppLogo({ app }: { app: IntegratedApp }) {
  const glyph = app.iconSlug ? glyphs[app.iconSlug] : undefined;
  return (
    <span className="app-logo">
      {glyph ? (
        <svg className="app-logo__mark" role="img" aria-label={app.name} viewBox="0 0 24 24" width="28" height="28">
          <path d={glyph.path} />
        </svg>
      ) : (
        <span className="app-logo__mark app-logo__mark--text" role="img" aria-label={app.name}>
          {app.name.charAt(0)}
        </span>
      )}
      <span className="app-logo__name" aria-hidden="true">
        {app.name}
      </span>
    </span>
  );
}
