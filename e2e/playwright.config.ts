import { defineConfig, devices } from '@playwright/test';

// @ts-expect-error plain ES module without types
import { findChromium } from './find-chromium.mjs';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: findChromium() as string,
    // Without these, Chromium keeps trying to reach Google's hosts, which this network refuses.
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * The server is started once by global-setup.ts (npm start on a free port, fresh data directory). Two
 * workers (the files are independent); no retries: a test that fails once has a bug to fix.
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
    { name: 'chromium', dependencies: ['setup'], use: chromium },
  ],
});
