/** Runs work under the slot limit, or answers undefined when refused. */
export type RenderSlots = <T>(work: () => Promise<T>) => Promise<{ done: T } | undefined>;

/**
 * A render takes CPU and, while it runs, memory: many at once only make each
 * slower and the process larger. At most `limit` run at once; up to `queue`
 * more wait, each for at most `waitMs`; the rest are refused at once, which
 * costs next to nothing, so a flood of misses cannot take the process down.
 */
export function renderSlots(limit: number, queue: number, waitMs: number): RenderSlots {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const acquire = (): Promise<boolean> => {
    if (running < limit) {
      running += 1;
      return Promise.resolve(true);
    }
    if (waiting.length >= queue) return Promise.resolve(false);
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        resolve(false);
      }, waitMs);
      waiting.push(turn);
    });
  };

  return async (work) => {
    if (!(await acquire())) return undefined;
    try {
      return { done: await work() };
    } finally {
      release();
    }
  };
}
