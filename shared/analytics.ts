/**
 * Page views go to whichever sink the browser entry installed: GA4 once the
 * visitor has accepted analytics, nothing once they have refused. Views before
 * a sink is installed (the page a visitor lands on while the consent banner
 * waits for an answer) are queued, so an accepted first page still counts.
 */
export interface PageView {
  /** The path the visitor asked for, without the query. */
  path: string;
  /** The whole address, as it was when the page landed. */
  location: string;
  title: string;
}

type Sink = (view: PageView) => void;

let sink: Sink | null = null;
const queued: PageView[] = [];

export function trackPageView(view: PageView): void {
  if (sink) sink(view);
  else queued.push(view);
}

export function setPageViewSink(next: Sink | null): void {
  sink = next;
  if (next) for (const view of queued.splice(0)) next(view);
}
