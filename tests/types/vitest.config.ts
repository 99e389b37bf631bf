import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Type tests of the public API: npx vitest run --config tests/types/vitest.config.ts
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: [],
    typecheck: {
      enabled: true,
      only: true,
      include: ['tests/types/**/*.test-d.ts'],
      tsconfig: './tests/types/tsconfig.json',
    },
  },
});
