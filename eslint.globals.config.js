/**
 * `npm run lint:globals`: the code in `src/`, `widgets/`, `features/` and `app/` reads the
 * window and the document from the context it is given (a widget's `context.win` /
 * `context.doc`, the runtime's `rt.win` / `rt.doc`, `createApplication({ win })`, an element's
 * `ownerDocument` and its `defaultView`), never from the globals: in a frame, or with a window
 * passed in (tests, an app's iframe), the globals are another page's.
 *
 * Restricted: what differs per window or frame (the window and its aliases, the document,
 * navigator, location, storage, history, screen, the layout metrics and scroll, style and media
 * queries, the frame's rendering callbacks, and the constructors whose objects belong to one
 * document: observers, events, images). Not restricted: timers (`setTimeout`, `setInterval`,
 * `clearTimeout`, `queueMicrotask`), `Promise`, `fetch`/`XMLHttpRequest`, `console`, `JSON`,
 * `Date`, `Math` and the rest of the language: the same in every frame of the page, or not tied
 * to a document. Type positions are not reads (`typeof window` in a type, `Window` as a type).
 *
 * Tests (`*.test.ts`, `*.test.tsx`) are exempt; the few modules that create the context, listed
 * in ENTRIES, may read the globals. TypeScript is read through scripts/eslint-ts-processor.mjs
 * (esbuild strips the types), so no TypeScript parser is needed; comments, `eslint-disable`
 * among them, do not reach the linter: an exception is a line in ENTRIES, with its reason.
 */
import { tsProcessor } from './scripts/eslint-ts-processor.mjs';

const USE = 'read it from the context (context.win / context.doc, rt.win, options.win, el.ownerDocument)';

/** Per window or frame: each read of the global would be another page's in a frame or a test's window. */
export const RESTRICTED = [
  // The window and its aliases.
  'window', 'self', 'top', 'parent', 'frames', 'opener', 'frameElement', 'globalThis',
  // Its document, and what hangs off the window per page.
  'document', 'navigator', 'location', 'history', 'screen', 'visualViewport', 'customElements',
  'localStorage', 'sessionStorage', 'indexedDB', 'caches', 'origin', 'name', 'status', 'performance',
  // Layout metrics and scroll.
  'innerHeight', 'innerWidth', 'outerHeight', 'outerWidth', 'devicePixelRatio',
  'pageXOffset', 'pageYOffset', 'scrollX', 'scrollY', 'scroll', 'scrollTo', 'scrollBy',
  // Style, media queries, selection.
  'getComputedStyle', 'matchMedia', 'getSelection',
  // The window's own listeners and dialogs.
  'addEventListener', 'removeEventListener', 'dispatchEvent', 'open', 'close', 'alert', 'confirm', 'prompt', 'print',
  // The frame's rendering callbacks (not timers: they follow that window's frames and visibility).
  'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback',
  // Constructors whose objects belong to one window's document.
  'IntersectionObserver', 'MutationObserver', 'ResizeObserver', 'PerformanceObserver',
  'Event', 'CustomEvent', 'KeyboardEvent', 'MouseEvent', 'FocusEvent', 'PointerEvent', 'TouchEvent',
  'Image', 'Audio', 'Option', 'DOMParser',
].map((name) => ({ name, message: USE }));

/**
 * The modules that create the context from the page they run on: the only readers of the
 * globals. A new line here needs its reason beside it.
 */
export const ENTRIES = [
  // The script-tag entry: installs `window.PPWidgets` and starts on the page that loaded it
  // (`document.currentScript`, `readyState`); the application takes that page's window.
  'app/iife.ts',
  // The ESM entry: `getApplication(win = window)`, and so `start()` and the React entry's
  // provider (`acquireRuntime`), run on the page that imports them.
  'app/start.ts',
  // The React entry's `usePPEvent` without a ref listens on the page's document (where the
  // runtime's `pp:ready`, `pp:error` and every widget's events arrive): a hook has no element.
  'app/react/events.ts',
  // `createApplication({ win })` makes the context (`rt.win`, `rt.doc`, every widget's
  // `context.win`/`doc`, the services'); without a window given, the page's.
  'src/runtime/application.ts',
  // The chunk loader, placed in front of dist/pp-widgets.js and run as it loads: resolves the
  // chunks next to `document.currentScript`, before any application exists.
  'src/loader/boot.ts',
];

export default [
  { ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.d.ts'] },
  {
    files: ['{src,widgets,features,app}/**/*.{ts,tsx}'],
    processor: tsProcessor,
  },
  {
    // The code ESLint sees: each file's stripped text (scripts/eslint-ts-processor.mjs).
    files: ['**/*.ts/*.js', '**/*.tsx/*.jsx'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
    rules: { 'no-restricted-globals': ['error', ...RESTRICTED] },
  },
  {
    files: ENTRIES.flatMap((file) => [`${file}/*.js`, `${file}/*.jsx`]),
    rules: { 'no-restricted-globals': 'off' },
  },
];
