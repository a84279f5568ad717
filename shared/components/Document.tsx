import { Outlet } from '../page';
import { hydrationDataId, useDocumentAssets } from './document-context';
import { HeadTags } from './HeadTags';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { ContactDialog } from './contact-modal/ContactDialog';
import { Island } from '../islands/Island';
import { ConsentBanner } from './consent/ConsentBanner';
import { usePublicConfig } from '../public-config';
import { skipToContent } from '../content/generated/site';

/** The whole HTML document: React renders from <html> down so each route's head is in the first bytes. */
export function Document() {
  const assets = useDocumentAssets();
  const { gaMeasurementId } = usePublicConfig();
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadTags />
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content="#0f1f3d" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {skipToContent}
        </a>
        {/* Early in the page, so the keyboard reaches the question before the header; it shows fixed to the window's foot. */}
        {gaMeasurementId ? <ConsentBanner /> : null}
        <Header />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        {/* Rendered closed: a tap on Get in Touch shows it at once, and focus moving in hydrates it (ContactDialog.tsx). */}
        <Island name="contact-dialog" component={ContactDialog} props={{ fallbackFocusId: 'menu-toggle' }} load="interaction" />
        <script type="application/json" id={hydrationDataId} dangerouslySetInnerHTML={{ __html: assets.dataJson }} />
      </body>
    </html>
  );
}
