import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium (never a downloaded browser). Each worker starts its
// own example + fixture server on a free port (tests/browser/fixtures.ts), so runs never share
// fault-injection or request-log state.
export default defineConfig({
  testDir: 'tests/browser',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  // One worker: several specs measure the page (long tasks, heap, scroll over ~1 s) and two
  // browsers on two cores make those measurements noisy. One retry on CI only, so a test that
  // fails twice fails the run, and a flaky one is reported as "flaky" by the list reporter.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the README "Browser support" table (scripts/browser-table.mjs reads
  // it per project: the default project counts as `chromium`, and a `floor` project as the
  // Chrome 58 / iOS 11 API-surface pass).
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
});
