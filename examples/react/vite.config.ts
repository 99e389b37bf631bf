// The React example (docs/react.md), built by `npm run build:example` into examples/react/dist/,
// served by `npm start` at /react/dist/ and tested by tests/browser/react.spec.ts.
// `pp-widgets` resolves to the built package (dist/esm), as it would from node_modules.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const dist = (path: string) => fileURLToPath(new URL(`../../dist/esm/${path}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Served from /react/dist/ by the example server.
  base: './',
  logLevel: 'warn',
  resolve: {
    alias: [
      { find: /^pp-widgets\/react$/, replacement: dist('react/index.js') },
      { find: /^pp-widgets$/, replacement: dist('index.js') },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
});
