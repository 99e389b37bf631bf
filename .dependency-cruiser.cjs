/**
 * The house's import rules, checked in `npm test` (`npm run lint:deps`):
 * - no import cycle, type-only imports included (a cycle of types still ties the files'
 *   meaning together: neither can be read or moved alone);
 * - the shared core (`src/`) never imports a widget folder (`widgets/`) or a page feature's
 *   (`features/`): widgets and features build on the core, never the other way; the registry
 *   of widgets and features (`src/widgets.ts`) is the one exception, named below until it moves
 *   to a root above them.
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
      comment: 'src/ is the core the widgets build on: it never imports widgets/ (the registry excepted).',
      from: { path: '^src/', pathNot: ['^src/widgets\\.ts$'] },
      to: { path: '^widgets/' },
    },
    {
      name: 'src-not-to-features',
      severity: 'error',
      comment: 'src/ is the core the page features build on: it never imports features/ (the registry excepted).',
      from: { path: '^src/', pathNot: ['^src/widgets\\.ts$'] },
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
