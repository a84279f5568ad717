import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyticsId, analyticsPort, sitePort as port } from './servers';

const root = path.resolve(import.meta.dirname, '../..');
const serverEnv = (listenOn: number) => ({
  NODE_ENV: 'production',
  PORT: String(listenOn),
  HOST: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${listenOn}`,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
  FORM_RATE_LIMIT: '1000',
  // Two browsers' worth of tests ask for hundreds of new searches, calendars and estimates a minute from one address.
  QUERY_RATE_LIMIT: '100000',
  // Reminders show only where mail can go out; nothing listens here, so nothing is ever delivered.
  SMTP_URL: 'smtp://127.0.0.1:9',
  LOG_LEVEL: 'warn',
});

/**
 * End-to-end tests in the system Chromium against the production build. Run alone, the web server
 * builds first; `npm test` has just built it (E2E_BUILT), so it serves that build as it is.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a shared two-core machine, not a quiet one (docs/decisions/0038-e2e-budgets-for-a-shared-two-core-machine.md):
  // a test on a fresh context pays for a new renderer process (tests that only load pages share one: shared-tab.ts), and under load a three-page no-JavaScript test took
  // 21-27 s and a single expect 4.3 s. Only a failing test waits this long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell), the browser Playwright itself runs headless: the
      // full browser's new headless mode took 2.5 times its CPU to open a context (decision 0038).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Playwright already passes --no-sandbox, --disable-dev-shm-usage and the like. Without a GPU, GPU rasterization
      // goes through SwiftShader: more CPU for every paint.
      args: ['--disable-gpu', '--disable-gpu-rasterization', '--disable-gpu-compositing'],
    },
  },
  webServer: [
    {
      command: process.env.E2E_BUILT ? 'node dist/server/start.js' : 'npm run build && node dist/server/start.js',
      cwd: root,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(port),
    },
    {
      // The same build with GA4 configured, for consent.spec.ts. Playwright starts its web servers one after
      // the other, so this one serves the build the first has just made.
      command: 'node dist/server/start.js',
      cwd: root,
      url: `http://127.0.0.1:${analyticsPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ...serverEnv(analyticsPort), GA_MEASUREMENT_ID: analyticsId },
    },
  ],
});
