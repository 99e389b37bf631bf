import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The checker's tests (node environment). Run: npx vitest run --config tests/checker/vitest.config.ts
// (the root vitest.config.ts does not include tests/checker yet).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/checker/**/*.test.ts'],
    pool: 'threads',
    maxWorkers: 1,
    // The CLI tests start node processes; on a loaded machine one takes seconds (never a timing asserted).
    testTimeout: 60000,
  },
});
