/**
 * The house's import rules, checked in `npm test` (`npm run lint:deps`):
 * - no import cycle, type-only imports included (a cycle of types still ties the files'
 *   meaning together: neither can be read or moved alone);
 * - the arrows run app/ → widgets/ and features/ → src/, and app/ → src/, never back: the shared
 *   core (`src/`) never imports a widget folder (`widgets/`) or a page feature's (`features/`),
 *   since widgets and features build on the core; and none of them imports `app/`, the root that
 *   assembles the library (the registry app/widgets.ts, the default application, the script-tag,
 *   ESM and React entries).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, type-only imports included: move the shared types to a leaf file.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-not-to-widgets',
      severity: 'error',
      comment: 'src/ is the core the widgets build on: it never imports widgets/.',
      from: { path: '^src/' },
      to: { path: '^widgets/' },
    },
    {
      name: 'not-to-app',
      severity: 'error',
      comment: 'app/ assembles the library from src/, widgets/ and features/: none of them imports it (take what you need as an argument).',
      from: { path: '^(src|widgets|features)/' },
      to: { path: '^app/' },
    },
    {
      name: 'src-not-to-features',
      severity: 'error',
      comment: 'src/ is the core the page features build on: it never imports features/.',
      from: { path: '^src/' },
      to: { path: '^features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '\\.test\\.tsx?$', '\\.test-d\\.ts$', '^tests/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
