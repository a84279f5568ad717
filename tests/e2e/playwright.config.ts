import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

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
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    command: process.env.E2E_BUILT ? 'node dist/server/start.js' : 'npm run build && node dist/server/start.js',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
