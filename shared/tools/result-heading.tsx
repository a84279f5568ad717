import type { ReactNode } from 'react';

/**
 * The id a tool's answer is found by. A tool's GET form posts to its page with
 * this fragment (`resultAction`), so the browser, with or without JavaScript,
 * lands on the answer instead of the top of the page; the canonical-URL
 * redirect keeps it, as a Location without a fragment inherits the request's.
 */
export const resultId = 'result';

/** A tool form's action: its page, landing on the answer. */
export const resultAction = (path: string): string => `${path}#${resultId}`;

/** The answer's heading: the fragment's target, focusable (not tabbable) so landing on it moves focus there and a screen reader reads it first. */
export function ResultHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h2 id={resultId} tabIndex={-1} className={className}>
      {children}
    </h2>
  );
}
