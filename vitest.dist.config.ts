import { defineConfig } from 'vitest/config';

// Tests of the built files (run after `npm run build`).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/dist/**/*.test.ts'],
  },
});
