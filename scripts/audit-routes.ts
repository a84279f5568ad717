/** The key routes `npm run audit` and scripts/hydration-time.ts measure: one of each kind of page. */
export const auditRoutes = ['/', '/pricing', '/bookkeeping', '/blog', '/blog/board-deck-outline', '/help', '/why-choose-a-wyoming-llc', '/submitRequest', '/events/zoho-books-ahmedabad'];
