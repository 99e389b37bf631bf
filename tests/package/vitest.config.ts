import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The pack-and-install test (slow: 1-3 minutes). Run after `npm run build`:
// npx vitest run --config tests/package/vitest.config.ts
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/package/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
