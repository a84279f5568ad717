// What the page itself records about one input, so the measurement costs the page nothing while it runs: when the input
// arrived, how long the Event Timing API says its interaction took to paint, and when its result was first painted.
import type { Page } from 'playwright-core';

export interface Probe {
  /** The timestamp (performance.now() scale) of the first pointer or key event since the probe was armed. */
  inputAt: number | null;
  /** The paint after the frame in which the result was first seen on screen. */
  resultAt: number | null;
  /** Event Timing entries of interactions (interactionId > 0): their start and duration to the next paint. */
  events: Array<{ name: string; startTime: number; duration: number }>;
  /** The end of the latest long task (over 50 ms) of the main thread. */
  lastLongTaskEnd: number;
  /** Starts watching for a result: checks it on every frame from the input on, until it is on screen. */
  watch: (result: Result) => void;
}

/** The results the probe can see on screen. */
export type Result = 'menu open' | 'slider value changed' | 'answer open' | 'dialog open';

declare global {
  interface Window {
    interactionProbe: Probe;
  }
}

/** Runs in the page before its own scripts (addInitScript), so it sees every input and every event from the first one. */
function installProbe(): void {
  const probe: Probe = {
    inputAt: null,
    resultAt: null,
    events: [],
    lastLongTaskEnd: 0,
    watch(result) {
      probe.inputAt = null;
      probe.resultAt = null;
      const visible = (selector: string) => document.querySelector(selector)?.checkVisibility() === true;
      const sliderText = () => document.querySelector('.pricing-slider__value')?.textContent;
      const before = sliderText();
      const shownBy: Record<Result, () => boolean> = {
        'menu open': () => visible('#site-nav'),
        'slider value changed': () => visible('.pricing-slider__value') && sliderText() !== before,
        'answer open': () => visible('.accordion details[open] .accordion__panel'),
        'dialog open': () => visible('dialog[open]'),
      };
      const shown = shownBy[result];
      const check = () => {
        if (probe.inputAt === null || !shown()) return void requestAnimationFrame(check);
        // A rAF callback runs before its frame's rendering; a message posted from it arrives once the main thread has rendered
        // the frame and handed it to the compositor, slightly before the screen shows it (Event Timing counts to that moment).
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (probe.resultAt = performance.now());
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(check);
    },
  };
  window.interactionProbe = probe;
  // event.timeStamp is when the input reached the browser, the start Event Timing measures from too.
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => (probe.inputAt ??= event.timeStamp), { capture: true, passive: true });
  }
  // The lowest threshold the API allows (its default is 104 ms); TypeScript's DOM types do not know the option yet.
  const eventTiming: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16, buffered: true };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) probe.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration });
    }
  }).observe(eventTiming);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

export async function addProbe(page: Page): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps the probe's inner functions in calls to a __name helper the page lacks.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(installProbe);
}

/** Arms the probe for the next input's result. */
export const watch = (page: Page, result: Result) => page.evaluate((shown) => window.interactionProbe.watch(shown), result);

/** Resolves once the main thread has run no long task for quietMs: the page a visitor meets after it settled. */
export async function untilQuiet(page: Page, quietMs: number): Promise<void> {
  await page.waitForFunction((quiet) => performance.now() - window.interactionProbe.lastLongTaskEnd >= quiet, quietMs, { timeout: 60_000, polling: 100 });
}

export interface Measured {
  /** The Event Timing duration of the input's interaction (the basis of INP); null when it stayed under the 16 ms threshold. */
  eventMs: number | null;
  /** From the input to the paint that showed its result; null when the result was not on screen within the wait. */
  resultMs: number | null;
}

/**
 * After an input: waits for its result's paint (up to waitMs), then reads what the page recorded. An input that took the
 * visitor to another page (a link followed before the script that handles it ran) showed no result.
 */
export async function measured(page: Page, url: string, waitMs: number): Promise<Measured> {
  const shown = await page
    .waitForFunction(() => window.interactionProbe.resultAt !== null, undefined, { timeout: waitMs, polling: 50 })
    .then(() => true)
    .catch(() => false);
  // Event Timing entries are delivered after the paint that ends them, a task or two later.
  await page.waitForTimeout(250);
  // The pricing page writes its slider's step into the query, so only another path is another page.
  if (new URL(page.url()).pathname !== new URL(url).pathname) return { eventMs: null, resultMs: null };
  const { inputAt, resultAt, events } = await page.evaluate(() => {
    const { inputAt, resultAt, events } = window.interactionProbe;
    return { inputAt, resultAt, events };
  });
  if (inputAt === null) throw new Error('the input never reached the page');
  const ofInput = events.filter((event) => event.startTime >= inputAt - 1);
  return {
    eventMs: ofInput.length ? Math.max(...ofInput.map((event) => event.duration)) : null,
    resultMs: shown && resultAt !== null ? resultAt - inputAt : null,
  };
}
