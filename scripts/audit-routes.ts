/** The key routes `npm run audit` and scripts/hydration-time.ts measure: one of each kind of page. */
export const auditRoutes = ['/', '/pricing', '/bookkeeping', '/blog', '/blog/board-deck-outline', '/help', '/why-choose-a-wyoming-llc', '/submitRequest', '/events/zoho-books-ahmedabad'];

/**
 * Tool pages with a result, which no sitemap lists: the worked franchise-tax estimate and the compliance calendar
 * with inputs (the same URLs tests/e2e/tools.spec.ts and compliance-calendar.spec.ts open), each in its canonical spelling.
 */
export const toolResultRoutes = [
  '/tools/delaware-franchise-tax?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02',
  '/tools/compliance-calendar?entity=llc-single&state=DE&formed=2025-06-10&foreign=1&contractors=1&employees=1',
];
