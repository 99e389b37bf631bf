import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium (never a downloaded browser). Each worker starts its
// own example + fixture server on a free port (tests/browser/fixtures.ts), so runs never share
// fault-injection or request-log state.
export default defineConfig({
  testDir: 'tests/browser',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
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
