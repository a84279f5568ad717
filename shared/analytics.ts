/**
 * Page views go to whichever sink the browser entry installed (GA4 when
 * configured); views before it is installed are queued so the first one is not lost.
 */
type Sink = (path: string) => void;

let sink: Sink | null = null;
const queued: string[] = [];

export function trackPageView(path: string): void {
  if (sink) sink(path);
  else queued.push(path);
}

export function setPageViewSink(next: Sink | null): void {
  sink = next;
  if (next) for (const path of queued.splice(0)) next(path);
}
