import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:cms`: the CMS matrix of tests/cms (issue 37), on its own so it can run alone.
 * Same Debian Chromium and launch options as the browser tests; one test file whose beforeAll
 * runs the whole matrix (it paces its own pages), so one worker and a long timeout.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/cms',
  testMatch: /cms\.spec\.ts$/,
  timeout: 15 * 60_000,
  reporter: [['list']],
  projects: [{ name: 'cms' }],
});
