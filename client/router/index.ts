/**
 * What the browser bundle gets when shared code imports 'react-router'.
 *
 * On the server, react-router's data router matches each request, runs its
 * loaders, picks the status and renders the page. In the browser every page
 * is a document the server has already rendered: links are followed by the
 * browser (each page comes from the page cache in about a millisecond), so
 * the browser needs only the hooks the pages render with, not the router
 * (about 28 KiB gzipped, more than a quarter of the first load). Links are
 * the app's own plain <a> on both sides (shared/components/links.tsx).
 * The build maps the import here; anything shared code uses that is missing
 * fails the build.
 */
export { Outlet } from './page-routes';
export { isRouteErrorResponse, useRouteError } from './route-errors';
export { useFetcher, useLoaderData, useLocation, useMatches, useNavigate, useSearchParams } from './hooks';
