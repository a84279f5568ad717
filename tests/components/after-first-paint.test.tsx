import { afterFirstPaint, preloadModules } from '../../client/after-first-paint';

describe("the entry module's wait for the first paint", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work only after the next frame has been rendered, not in the frame callback itself', () => {
    const work = jest.fn();
    afterFirstPaint(work);
    expect(work).not.toHaveBeenCalled();
    // jsdom's frame callbacks are timers at 16 ms; the work is the task queued from inside one.
    jest.advanceTimersToNextTimer();
    expect(work).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('preloadModules', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one modulepreload link per module, in order, to <head>', () => {
    preloadModules(document, ['/assets/chunks/hydrate-A.js', '/assets/chunks/HomePage-B.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/chunks/hydrate-A.js'],
      ['modulepreload', '/assets/chunks/HomePage-B.js'],
    ]);
  });
});
