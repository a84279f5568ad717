import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentAssets } from './document-context';

/** Last-resort boundary: a render or loader bug shows a calm message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { cssHref } = useDocumentAssets();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Something went wrong</title>
        <link rel="stylesheet" href={cssHref} />
      </head>
      <body>
        <main id="main" className="container section">
          <h1>Something went wrong</h1>
          <p>
            We could not show this page (error {status}). Please try again in a moment, or go to the <a href="/">home page</a>.
          </p>
        </main>
      </body>
    </html>
  );
}
