import type { ReactNode } from 'react';
import { callLink } from '../content/generated/booking';
import { Link } from '../components/links';
import { paths } from '../site-paths';

/**
 * A link to /book. With JavaScript, client/chrome/book-zone.ts adds the browser's zone to it (`data-book-link`), so
 * /book opens in that zone at once instead of loading in the firm's and then again in the visitor's.
 */
export function BookLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Link to={paths.book} className={className} data-book-link="">
      {children}
    </Link>
  );
}

/** "Rather talk it through? Book a call": the line the contact page and the tools' results end with. */
export function BookCallLine() {
  return (
    <p className="book-call-line">
      {callLink.prompt} <BookLink>{callLink.label}</BookLink>
    </p>
  );
}
