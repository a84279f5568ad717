import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const [w, name] of [[1280, 'desk'], [390, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 } });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  await page.goto(process.argv[2], { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated]');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await footer.screenshot({ path: `/tmp/footer-${name}.png` });
  console.log(name, 'errors:', errors);
  await page.close();
}
await browser.close();
