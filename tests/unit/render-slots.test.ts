import { renderSlots } from '../../server/ssr/render-slots.server';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('render slots', () => {
  it('runs at most the limit at once, lets the queue wait its turn and refuses the rest at once', async () => {
    const slots = renderSlots(2, 1, 10_000);
    const gates = [deferred(), deferred(), deferred()] as const;
    let running = 0;
    let most = 0;
    const work = (gate: ReturnType<typeof deferred>) => async () => {
      running += 1;
      most = Math.max(most, running);
      await gate.promise;
      running -= 1;
      return 'rendered';
    };
    const first = slots(work(gates[0]));
    const second = slots(work(gates[1]));
    const queued = slots(work(gates[2]));
    expect(await slots(async () => 'refused too late')).toBeUndefined();
    for (const gate of gates) gate.resolve();
    expect(await Promise.all([first, second, queued])).toEqual([{ done: 'rendered' }, { done: 'rendered' }, { done: 'rendered' }]);
    expect(most).toBe(2);
  });

  it('refuses a waiter whose wait runs out, and frees its place in the queue', async () => {
    const slots = renderSlots(1, 1, 20);
    const gate = deferred();
    const held = slots(() => gate.promise);
    expect(await slots(async () => 'too late')).toBeUndefined();
    const next = slots(async () => 'in time');
    gate.resolve();
    await held;
    expect(await next).toEqual({ done: 'in time' });
  });

  it('frees the slot when the work fails', async () => {
    const slots = renderSlots(1, 0, 10);
    await expect(slots(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await slots(async () => 'next')).toEqual({ done: 'next' });
  });
});
