import type { LoggerOptions } from 'pino';

/** pino's number for the error level: lines at it carry a stack trace (`err`), about 2 KB each. */
const errorLevel = 50;

/**
 * A budget for error-level log lines, as pino's logMethod hook: at most
 * `perWindow` of them a window (a minute in production), then none until the
 * window ends, when one line says how many were left out. Any error a client
 * can cause again and again (a bug behind one URL, a storage outage under a
 * flood) would otherwise write a stack trace per request, tens of megabytes a
 * minute, until the disk is full. The first lines of a window carry the
 * stacks that say what went wrong; the count says how often. Fatal lines,
 * written once before the process stops, are never held back; nor is any
 * level below error (the access log's lines are bounded by the requests
 * themselves). The budget is shared by the logger and every child of it.
 */
export function errorLogBudget(opts: { perWindow: number; windowMs: number }): Pick<NonNullable<LoggerOptions['hooks']>, 'logMethod'> {
  let windowEnds = 0;
  let written = 0;
  let suppressed = 0;
  let summaryTimer: NodeJS.Timeout | undefined;
  let summarise: ((count: number) => void) | undefined;

  const writeSummary = () => {
    summaryTimer = undefined;
    if (suppressed > 0) summarise?.(suppressed);
    summarise = undefined;
    suppressed = 0;
  };

  return {
    logMethod(args, method, level) {
      if (level !== errorLevel) return method.apply(this, args);
      const now = Date.now();
      if (now >= windowEnds) {
        // The summary of the window before, if its timer has not written it yet, comes before this window's first line.
        if (summaryTimer) clearTimeout(summaryTimer);
        writeSummary();
        windowEnds = now + opts.windowMs;
        written = 0;
      }
      if (written < opts.perWindow) {
        written += 1;
        return method.apply(this, args);
      }
      suppressed += 1;
      summarise = (count) => method.call(this, { suppressed: count }, `suppressed ${count} errors (the first ${opts.perWindow} of a window are logged)`);
      // Written when the window ends, even if no error follows it; the timer never keeps the process alive.
      summaryTimer ??= setTimeout(writeSummary, windowEnds - now).unref();
    },
  };
}
