import { defineConfig } from '@playwright/test';

/**
 * The main flows: every widget, each environment of the download button, the
 * strict-CSP page and the hostile groups that apply to an old engine (server, browser and
 * bridge faults). The `floor` project runs them again with the API surface of Chrome 58 /
 * iOS Safari 11.0 (tests/browser/floor.ts) and no page error allowed. Left out there: the
 * measurements (load, size, screenshots, gallery), axe scans, fuzzed markup and the host
 * isolation snapshot (it compares built-ins, which the floor itself has changed).
 */
const FLOOR_SPECS = [
  'header-search',
  'download',
  'realname',
  'tips-banner',
  'back-to-top-lazy',
  'lucky',
  'content',
  'runtime',
  'hostile-csp',
  'hostile-server-faults',
  'hostile-browser-faults',
  'hostile-bridge',
  'in-app-browsers',
  'cms-links',
  'floor',
].map((name) => `${name}.spec.ts`);

/**
 * Within the hostile groups, the floor keeps what an old engine can change: each server fault
 * group's HTTP 500 and dropped connection and the 31 s stall (timeouts and aborts: no
 * AbortController there), and of the desktop browser faults the one that applies all of them
 * at once (the others are the same code paths one by one, and the floor lacks
 * IntersectionObserver and sendBeacon anyway). About two minutes less.
 */
const FLOOR_SKIP = [
  /server faults: (content lists \(every call of content\.html\)|search suggestions, download URL, lucky) (?!HTTP 500|a dropped connection)/,
  /browser faults \(desktop\) (?!all of them at once)/,
];

// Browser tests run in Debian's Chromium (never a downloaded browser). Each worker starts its
// own example + fixture server on a free port (tests/browser/fixtures.ts), so runs never share
// fault-injection or request-log state.
export default defineConfig<{ floor: boolean }>({
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
  projects: [
    { name: 'chromium', testIgnore: 'floor.spec.ts' },
    { name: 'floor', testMatch: FLOOR_SPECS, grepInvert: FLOOR_SKIP, use: { floor: true } },
  ],
});
