import { afterFirstPaint, firstImagesWaitMs, preloadModules } from '../../client/after-first-paint';

describe("the entry module's wait for the first paint", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

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

  /** An image the page fetches first, whose decode() settles when `settle` is called (jsdom decodes nothing). */
  function firstImage(): { settle: (ok: boolean) => void } {
    const image = document.createElement('img');
    image.setAttribute('fetchpriority', 'high');
    let settle!: (ok: boolean) => void;
    image.decode = () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('EncodingError')))));
    document.body.append(image);
    return { settle: (ok) => settle(ok) };
  }

  /** Lets settled promises run their callbacks (decode, Promise.all, race, then: a few turns). */
  async function settled() {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }

  /** Lets settled promises run their callbacks, then one frame (16 ms) and the task after it pass. */
  async function frame() {
    await settled();
    jest.advanceTimersByTime(17);
  }

  it.each([
    ['decoded', true],
    ['failed to load', false],
  ])('waits for the images the page fetches first, until each has %s, then for the frame that paints them', async (_, ok) => {
    const [cover, other] = [firstImage(), firstImage()];
    const work = jest.fn();
    afterFirstPaint(work);
    await frame();
    await frame();
    expect(work).not.toHaveBeenCalled();
    cover.settle(ok);
    await frame();
    expect(work).not.toHaveBeenCalled();
    other.settle(true);
    await settled();
    expect(work).not.toHaveBeenCalled();
    await frame();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it(`gives up on an image that has not decoded after ${firstImagesWaitMs} ms`, async () => {
    firstImage();
    const work = jest.fn();
    afterFirstPaint(work);
    await frame();
    jest.advanceTimersByTime(firstImagesWaitMs - 50);
    await frame();
    await frame();
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    await frame();
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
