import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const [w, h, rate] of [[1350, 940, 1], [1350, 940, 4], [412, 823, 4]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s) => {
          const n = s.node; const d = n && n.nodeType === 1 ? n.tagName + '.' + n.className : n ? n.nodeName + ':' + (n.textContent||'').slice(0,40) : '?';
          return `${d} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`; }) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(w, 'x', rate, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
  await ctx.close();
}
await browser.close();
