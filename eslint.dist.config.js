/**
 * `npm run lint:compat`: no shipped script uses an API or syntax beyond the package's
 * `browserslist` (Chrome 58, iOS Safari 11) without a guard, our code and the bundled
 * dependencies (Preact) alike. It reads the built files, as they ship, after `npm run build`.
 *
 * - eslint-plugin-compat (MDN/caniuse data, targets from package.json `browserslist`): web
 *   and ES APIs reached as globals (`new AbortController()`, `structuredClone()`,
 *   `navigator.sendBeacon`, `Object.fromEntries`, `Symbol.asyncIterator`, …).
 * - eslint-plugin-es-x `restrict-to-es2017`: every ES2018+ syntax and built-in, prototype
 *   methods included (`aggressive`: minified code has no types, so any `.flat()`,
 *   `.finally()`, `.replaceAll()`, `.trimStart()` … call counts).
 *
 * What neither sees (an API reached through an alias, `win.IntersectionObserver`, or a global
 * in an expression, `(a || queueMicrotask)(f)`, as in Preact) is the floor run's job: the
 * `floor` Playwright project removes those APIs at run time (tests/browser/floor.ts).
 */
import compat from 'eslint-plugin-compat';
import esX from 'eslint-plugin-es-x';
import globals from 'globals';

/**
 * APIs beyond the floor that the shipped code uses behind a guard, verified by hand and by the
 * floor run (where each is removed). eslint-plugin-compat then lets every use of them pass, so
 * a new use must keep its guard: that is what the floor project's tests catch.
 */
const GUARDED = [
  // Chrome 66, iOS Safari 12.2. Every use is `typeof AbortController === 'function' ? … : null`
  // (terser makes those ternaries, which the plugin does not read as guards):
  // src/api/transport.ts (without it, XMLHttpRequest, which can abort; floor test
  // hostile-server-faults "a stalled list gives up … and a retry works"),
  // widgets/search/suggest-source.ts (older answers are dropped by key; floor test
  // header-search "shows the newer answer when the older one is delayed 800 ms"),
  // src/lists/use-list.ts (floor tests content "one failed call shows its retry …"),
  // widgets/download/realname/submit-info.ts (floor test realname "a failed submit re-enables the button").
  'AbortController',
  // web-vitals (the `rum` chunk, config `rum`), as it ships: `document.prerendering` and
  // `document.wasDiscarded` are only read (undefined, so false, before Chrome 108 / 68);
  // `PerformanceEventTiming` behind `self.PerformanceEventTiming &&` (src/rum/start-rum.ts
  // names INP missing where it is absent; floor test rum "reports what exists").
  'document.prerendering',
  'document.wasDiscarded',
  'PerformanceEventTiming',
];

/**
 * es-x rules off, each because minified code cannot tell its target from something else:
 * the Iterator helpers share their names with Array's ES5 methods (`map`, `filter`, `some`, …),
 * and `at` is also a data field we read (the header's tap time, the search API's `at`);
 * `Array.prototype.at` / `String.prototype.at` are removed at run time in the floor project.
 */
const ES_X_OFF = Object.fromEntries(
  [
    'no-iterator-prototype-drop', 'no-iterator-prototype-every', 'no-iterator-prototype-filter',
    'no-iterator-prototype-find', 'no-iterator-prototype-flatmap', 'no-iterator-prototype-foreach',
    'no-iterator-prototype-map', 'no-iterator-prototype-reduce', 'no-iterator-prototype-some',
    'no-iterator-prototype-take', 'no-iterator-prototype-toarray',
    'no-array-prototype-at', 'no-string-prototype-at',
  ].map((rule) => [`es-x/${rule}`, 'off']),
);

export default [
  {
    files: ['dist/pp-widgets.js', 'dist/pp-widgets.all.js', 'dist/chunks/*.js', 'dist/esm/**/*.js'],
    languageOptions: {
      ecmaVersion: 2017,
      sourceType: 'script',
      // Every ES global is declared, so es-x sees a reference to a newer one (`globalThis`).
      globals: { ...globals.es2025, ...globals.browser },
    },
    // A comment in a shipped file (a dependency's `eslint-disable`) turns nothing off:
    // package.json runs it with --no-inline-config.
    linterOptions: { reportUnusedDisableDirectives: 'off', reportUnusedInlineConfigs: 'off' },
    plugins: { compat, 'es-x': esX },
    settings: {
      lintAllEsApis: true,
      // The plugin counts any enclosing `if` as a guard; minified code moves guards into
      // `&&` and `?:` and puts unrelated calls inside `if`s, so that heuristic means nothing
      // here. Every use is reported; the guarded ones are listed in GUARDED.
      ignoreConditionalChecks: true,
      polyfills: GUARDED,
      'es-x': { aggressive: true },
    },
    rules: { 'compat/compat': 'error', ...esX.configs['flat/restrict-to-es2017'].rules, ...ES_X_OFF },
  },
  {
    // The ESM build is for bundlers: ES modules, with `import()` for lazy widgets (a bundler
    // turns it into its own loader); everything else as above.
    files: ['dist/esm/**/*.js'],
    languageOptions: { ecmaVersion: 2020, sourceType: 'module' },
    rules: { 'es-x/no-dynamic-import': 'off' },
  },
];
