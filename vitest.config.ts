import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Unit and DOM tests (jsdom). Browser tests live in tests/browser and run under Playwright.
export default defineConfig({
  // The build's virtual module of every widget's CSS (rollup.config.mjs); the shared tokens suffice here.
  plugins: [
    {
      name: 'ppw-css-all',
      resolveId: (id) => (id === 'ppw:css-all' ? '\0ppw:css-all' : null),
      load: (id) => (id === '\0ppw:css-all' ? `export default ${JSON.stringify(readFileSync('src/styles/base.css', 'utf8'))};` : null),
    },
  ],
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'features/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/corpus/**/*.test.ts', 'tests/server/**/*.test.{ts,tsx}', 'tests/checker/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/dist/**', 'tests/browser/**'],
    restoreMocks: true,
    // Generous: the suite shares 2 cores with the build and browser runs; no test measures time.
    testTimeout: 20_000,
    unstubGlobals: true,
    pool: 'threads',
    maxWorkers: 2,
  },
});
