import { report, verified } from '../content/generated/tools';
import { fillSlots } from '../format/fill-slots';
import { formatLongDate } from '../format/long-date';
import { paths } from '../site-paths';

/**
 * The line under a tool's result: the day its figures were last confirmed (the
 * oldest of them) and "Report an error", which opens the support form with the
 * tool, this result's own link and its answer filled in (shared/routes/submit-request/submit-request-prefill.server.ts).
 */
export function ResultCheck({ verifiedOn, resultPath }: { verifiedOn: string; resultPath: string }) {
  return (
    <p className="tool-verified">
      {fillSlots(verified, { date: formatLongDate(verifiedOn) })} <a href={`${paths.submitRequest}?report=${encodeURIComponent(resultPath)}`}>{report}</a>
    </p>
  );
}

/** The oldest of some YYYY-MM-DD days: a result is as fresh as its stalest figure. */
export function oldestDay(days: Iterable<string>): string {
  let oldest = '';
  for (const day of days) if (!oldest || day < oldest) oldest = day;
  return oldest;
}
