import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Chromium's headless shell, the browser the end-to-end suite runs (decision 0038), painting in software as it does there. */
export function launchHeadlessShell(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--disable-gpu', '--disable-gpu-rasterization', '--disable-gpu-compositing'],
  });
}

/**
 * A fresh phone (390×844 CSS px at 3× density, touch, mobile viewport) with a cold cache, whose one page runs on a CPU
 * slowed 4× through the DevTools protocol: the mid-range phone the site's interaction targets are set for.
 */
export async function slowPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}
