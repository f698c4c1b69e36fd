import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  },
};

/**
 * The customers' flows sign customers up, place orders that get assigned, and redeem QR codes: they run after
 * the other tests, which compare lists and counts on screen with the API's and would see them move meanwhile.
 */
const CUSTOMER_FLOWS = /(customer-[a-z-]+|qr-redemptions)\.spec\.ts$/;

/**
 * The server is started once by global-setup.ts (npm start on a free port, fresh data directory); the spec of
 * the shop-wide dashboard figures starts one of its own, which no other spec changes. Two workers (the files
 * are independent); no retries: a test that fails once has a bug to fix.
 * The time-outs allow for a 2-core machine shared with other work: there, the first drawing of a lazily
 * loaded screen was measured at up to ~15 s of the browser's own work (the API answered in ≤ 0.3 s).
 * A passing test never waits for them.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Every test is traced and the trace kept when it fails: DOM snapshots of each step, but no screencast,
    // whose frame-by-frame screenshots took a third of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/, use: chromium },
    { name: 'chromium', dependencies: ['setup'], testIgnore: CUSTOMER_FLOWS, use: chromium },
    { name: 'customer-flows', dependencies: ['chromium'], testMatch: CUSTOMER_FLOWS, use: chromium },
  ],
});
