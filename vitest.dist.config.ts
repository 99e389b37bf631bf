import { defineConfig } from 'vitest/config';

// Tests of the built files (run after `npm run build`).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/dist/**/*.test.ts'],
    // Cold starts (eslint's plugins and browser data, importing the built ESM) take seconds on a
    // busy machine; a limit, not a measure: no test here asserts a time.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
