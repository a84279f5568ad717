import { isRouteErrorResponse } from 'react-router';
import { useDocumentAssets } from '../../shared/components/document-context';
import { useRouteError } from '../../shared/page';

/**
 * Last-resort boundary: a loader bug shows a calm message instead of a blank
 * page. It renders only on the server and carries no data block, so the
 * browser leaves the page as sent.
 */
export function RouteError() {
  const error = useRouteError();
  const { css } = useDocumentAssets();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Something went wrong</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
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
