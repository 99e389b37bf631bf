// Builds, from one source written against React's API:
//  - dist/pp-widgets.js      script-tag IIFE, Preact behind React's API (src/ui/render/react-api.js), minified
//  - dist/pp-widgets.all.js  the same, self-contained
//  - dist/esm/               ES modules for bundlers, react/react-dom as peers; dist/esm/react/ is pp-widgets/react
//  - dist/pp-widgets.css     the widgets' styles
// Declarations (dist/types/) come from `tsc -p tsconfig.build.json` (see package.json "build").
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { transform as esbuildTransform } from 'esbuild';
import { rollup } from 'rollup';
import { chunkIds, TABLE_MARKER } from './scripts/rollup-chunk-ids.mjs';
import { chunkModules, sourcePath } from './scripts/rollup-chunk-modules.mjs';
import { widgetNames } from './scripts/rollup-widget-names.mjs';

/** Every folder under `dir` (a sub-flow's, such as widgets/download/realname, included), by path. */
function folders(dir) {
  return readdirSync(dir)
    .sort()
    .filter((d) => statSync(join(dir, d)).isDirectory())
    .flatMap((d) => [join(dir, d), ...folders(join(dir, d))]);
}
/**
 * The folders whose CSS travels with their code: the lists' shared code (src/lists/, whose
 * content.css every list widget brings), the widgets' (islands) and the page features'.
 */
const cssDirs = [join('src', 'lists'), ...folders(join('src', 'lists')), ...folders('widgets'), ...folders('features')];
const isCssDir = new Set(cssDirs);

/** base.css, then every *.css of those folders in that order, then src/ui/*.css. */
function collectCss() {
  const files = [join('src', 'styles', 'base.css')];
  for (const dir of cssDirs) {
    for (const f of readdirSync(dir).sort()) if (f.endsWith('.css')) files.push(join(dir, f));
  }
  for (const f of existsSync('src/ui') ? readdirSync('src/ui').sort() : []) if (f.endsWith('.css')) files.push(join('src', 'ui', f));
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** Comment and whitespace removal; safe for the plain CSS we write (no strings with runs of spaces). */
function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

const STYLES_MODULE = join(process.cwd(), 'src', 'runtime', 'styles.ts');

/**
 * CSS that travels with a module: the `*.css` of its folder (one of `cssDirs`: `widgets/<name>/`
 * and its subfolders, `features/<name>/`, `src/lists/`) for the folder's index (a chunk of its
 * own is a folder of its own: the header's start, widgets/header/index.ts, brings header.css
 * into pp-widgets.js, its behaviour widgets/header/enhance/index.ts enhance.css into its chunk);
 * `x.css` for `src/ui/x.tsx`.
 */
function cssFor(id) {
  const file = /\.tsx?$/.test(id) && !id.startsWith('\0') ? relative(process.cwd(), id) : '';
  const dir = dirname(file);
  if (file && isCssDir.has(dir) && /^index\.tsx?$/.test(file.slice(dir.length + 1))) {
    const files = readdirSync(dir).filter((f) => f.endsWith('.css')).sort();
    return files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  }
  const ui = /[\\/]src[\\/]ui[\\/]([^\\/]+)\.tsx?$/.exec(id);
  if (ui && existsSync(join('src', 'ui', `${ui[1]}.css`))) return readFileSync(join('src', 'ui', `${ui[1]}.css`), 'utf8');
  return '';
}

/**
 * Provides `import css from 'ppw:css'` (the shared tokens only), `'ppw:css-all'` (everything,
 * for the ESM build's `start`) and emits dist/pp-widgets.css
 * (everything). Each widget's CSS is appended to its own module as an `addStyles` call, so it
 * arrives in that widget's chunk and costs nothing on pages without the widget.
 */
function cssPlugin({ emit, inject = true }) {
  return {
    name: 'ppw-css',
    resolveId: (id) => (id === 'ppw:css' || id === 'ppw:css-all' ? '\0' + id : null),
    load(id) {
      // Everything, for the ESM `start()` (app/start.ts): its widgets do not inject their own.
      if (id === '\0ppw:css-all') return `export default ${JSON.stringify(minifyCss(collectCss()))};`;
      if (id !== '\0ppw:css') return null;
      return `export default ${JSON.stringify(minifyCss(readFileSync(join('src', 'styles', 'base.css'), 'utf8')))};`;
    },
    transform(code, id) {
      const css = inject ? cssFor(id) : '';
      if (!css) return null;
      return {
        code: `${code}\nimport { addStyles as __ppwAddStyles } from ${JSON.stringify(STYLES_MODULE)};\n__ppwAddStyles(${JSON.stringify(minifyCss(css))});\n`,
        map: null,
      };
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: 'pp-widgets.css', source: minifyCss(collectCss()) });
    },
  };
}

/**
 * React's API as the script-tag builds take it: the names our sources import (the JSX runtime's
 * too), from Preact and its hooks, with the few React behaviours they rely on (see the file),
 * not all of preact/compat.
 */
const REACT_API = join(process.cwd(), 'src', 'ui', 'render', 'react-api.js');
const REACT_IDS = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);

/**
 * The IIFE renders with Preact through the React API: `react`, `react-dom`, `react-dom/client`
 * and `react/jsx-runtime` resolve to REACT_API (the development JSX runtime, which the build
 * does not use, to Preact's). REACT_API is marked as having side effects: it has some (its
 * `options` hooks), and our package.json `sideEffects` list would otherwise let Rollup drop them.
 */
function preactAlias() {
  return {
    name: 'preact-alias',
    async resolveId(id, importer) {
      if (REACT_IDS.has(id)) return { id: REACT_API, moduleSideEffects: true };
      if (id === 'react/jsx-dev-runtime') return this.resolve('preact/jsx-runtime', importer, { skipSelf: true });
      return null;
    },
  };
}

/**
 * The script tag's log base sends through src/log/base/send-lazy.ts instead of send.ts: the
 * beacon in the `visit` chunk, the channels after it in `log-send`, loaded only when needed.
 * The ES modules and pp-widgets.all.js keep send.ts (one file, nothing to split).
 */
const SEND = join(process.cwd(), 'src', 'log', 'base', 'channels', 'send');
function lazyLogChannels() {
  return {
    name: 'lazy-log-channels',
    resolveId(id, importer) {
      if (id === './channels/send' && importer && join(dirname(importer), 'channels', 'send') === SEND && /base-log\.ts$/.test(importer)) return join(process.cwd(), 'src', 'log', 'base', 'send-lazy.ts');
      return null;
    },
  };
}

/**
 * The script tag's core writes its warnings about bad input through src/runtime/warn-lazy.ts
 * instead of warn.ts: their texts (warn-texts.ts) are a chunk, fetched when one is written.
 * The ES modules and pp-widgets.all.js keep warn.ts (the texts in the file, written at once).
 */
const WARN = join(process.cwd(), 'src', 'runtime', 'warn');
function lazyWarnings() {
  return {
    name: 'lazy-warnings',
    resolveId(id, importer) {
      if (!importer || !/(^|\/)warn$/.test(id) || importer === `${WARN}-lazy.ts`) return null;
      return join(dirname(importer), id) === WARN ? `${WARN}-lazy.ts` : null;
    },
  };
}

/**
 * Dependencies that ship ES2020 (web-vitals: `?.`, `??`, `globalThis`) brought down to the
 * browser floor (package.json `browserslist`: Chrome 58, iOS Safari 11), which `npm run
 * lint:compat` checks on dist. `globalThis` (Chrome 71) becomes `self`: they run in a window;
 * `queueMicrotask` (Chrome 71) a promise's microtask.
 */
const TRANSPILED = /[\\/]node_modules[\\/]web-vitals[\\/]/;
function transpileDeps() {
  return {
    name: 'ppw-transpile-deps',
    async transform(code, id) {
      if (!TRANSPILED.test(id)) return null;
      const out = await esbuildTransform(code, { loader: 'js', format: 'esm', target: ['chrome58', 'safari11'], define: { globalThis: 'self' }, sourcemap: true, sourcefile: id });
      // queueMicrotask (Chrome 71, iOS 12.2) as a promise's microtask, the same order.
      const shim = /\bqueueMicrotask\b/.test(out.code) ? 'var queueMicrotask = function (f) { Promise.resolve().then(f); };\n' : '';
      return { code: shim + out.code, map: shim ? null : out.map };
    },
  };
}

const ts = (outDir) =>
  typescript({
    tsconfig: './tsconfig.build.json',
    // Type errors are reported by `npm run typecheck`; the bundle only needs the transpile.
    noEmitOnError: false,
    compilerOptions: { declaration: false, declarationDir: undefined, outDir, noCheck: true, sourceMap: true },
  });

const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return;
  warn(warning);
};

// No `safari10` workarounds: the loop-scoping bug they avoid (a `let` in a loop named like a
// parameter, WebKit bug 171041) was fixed in Safari 11, and our floor is iOS 11. Without them the
// mangler may reuse names across those scopes: -91 B gzip on pp-widgets.js, -0.24 KB over all scripts.
// Three compress passes, not two: a third finds ~30 B more in pp-widgets.js (the same rules, run
// again on their own output); a fourth finds nothing.
const minify = () => terser({ ecma: 2017, compress: { passes: 3 }, format: { comments: false } });

/**
 * Property names private to the core (dist/pp-widgets.js): the runtime's records and tables
 * (an island's record, the run, the wake table, the widget and feature
 * definitions, the loader's), which terser shortens in that file alone, like local names.
 * A name qualifies only when it never leaves the core's own code: no chunk reads or writes it
 * (each chunk is minified on its own, so it would read the long name), it is no part of the
 * public surface (PPWidgets' methods, the context a widget gets, config keys, the environment's
 * fields, events' detail, `inspect()` and `reports()`, the bridge's messages), it is never
 * serialised (storage, logs, messages), the core reads no browser object's property of that name
 * (`builtins: true` lets terser shorten names it knows from the DOM, such as `visibility` or
 * `flush`: `Object.create` and `window.scheduler` keep `create` and `scheduler` off the list),
 * and no string names it (a computed `obj[key]` with a key from markup or config).
 * The ES modules and pp-widgets.all.js are not mangled. `npm run test:dist` fails when a chunk
 * uses one of these names as a property (tests/dist/core-private-props.test.ts).
 */
export const CORE_PRIVATE_PROPS = [
  // The run, the application's state, the scanner and the plug-in host.
  'islands', 'visibility', 'definitions', 'features', 'unmountWithin', 'watchVisible', 'defaultWake',
  'wakeOf', 'remount', 'redetect', 'createServices', 'detectEnvironment', 'selectorFor', 'selector', 'when', 'holds',
  // An island's record and the wake table.
  'record', 'def', 'module', 'needs', 'markup', 'cancelIdle', 'unwatch', 'watch', 'arm', 'ensure', 'rest', 'settle',
  'settled', 'offs', 'clicks', 'fresh', 'flush',
  // The module loader, the services' stand-ins, the styles, the page view.
  'loaded', 'withNeeds', 'whenReady', 'linked', 'shown', 'logged', 'users', 'handler',
  // The header's start: what its behaviour does not read of its parts.
  'toggleExpanded',
];
const corePrivate = new RegExp(`^(?:${CORE_PRIVATE_PROPS.join('|')})$`);

/**
 * The chunked build's minifier: each chunk as `minify()`; the entry with CORE_PRIVATE_PROPS
 * shortened and `hoist_funs` (its function declarations first in their scope: ~-55 B gzip, the
 * same code).
 */
function minifyChunked() {
  const plain = minify();
  const core = terser({ ...ENTRY_TERSER, mangle: { properties: { regex: corePrivate, builtins: true } } });
  return {
    name: 'ppw-minify',
    renderChunk(code, chunk, outputOptions, meta) {
      return (chunk.isEntry ? core : plain).renderChunk.call(this, code, chunk, outputOptions, meta);
    },
  };
}
const ENTRY_TERSER = { ecma: 2017, compress: { passes: 3, hoist_funs: true }, format: { comments: false } };

/** Builds src/loader/boot.ts to a `var __ppw_loader = …` snippet placed before the entry. */
async function buildLoader() {
  const bundle = await rollup({ input: 'src/loader/boot.ts', onwarn, plugins: [nodeResolve({ browser: true }), ts('dist')] });
  const { output } = await bundle.generate({ format: 'iife', name: '__ppw_loader', exports: 'default', plugins: [minify()] });
  await bundle.close();
  return output[0].code.trim();
}

/**
 * Chunks of the chunked build: a chunk is a folder. Each row names a chunk and its one folder,
 * which holds the folder's files and its subfolders' (the deepest row wins, so a subfolder
 * that is a row of its own is that chunk: `src/log/base/channels/` is `log-send`, not `visit`).
 * No two rows name the same folder. What no row names goes where Rollup puts it: a widget's
 * or page feature's folder into its own chunk (its `index` is a dynamic import), a module
 * several chunks import into a chunk Rollup makes for them (src/ui/download-link/,
 * `download-link`), and what the entry imports statically into pp-widgets.js.
 * tests/dist/chunks.manifest.json lists every chunk's modules, and `npm run test:dist` fails
 * when a module lands elsewhere (scripts/chunk-manifest.mjs; `--write` after a deliberate move),
 * or when a module sits outside its chunk's folder (tests/dist/chunk-folders.test.ts).
 *
 * A row is there when Rollup would otherwise split the folder into a file per shared module
 * (a wrapper, a request and a gzip stream apiece), or put it in a chunk that every page
 * loading it does not need: the API client's errors and normalizers with the API client
 * (every widget using them waits for it), the cookie store with the log's base, the lists'
 * helpers with the content core.
 */
const CHUNK_GROUPS = {
  // The webp rule of config `webp`, the request-free webp detection and a srcset's rewrite: a
  // chunk of its own, loaded only where config `webp.hosts` lists hosts (empty by default).
  // Lazy images' and the content lists' `load` (app/widgets.ts) then request it beside their
  // own chunk, never after it; the lists' app icons get it through setWebp
  // (src/lists/app-list/app-view.ts) and import none of it.
  webp: 'src/webp',
  'lazy-images': 'features/lazy-images',
  // Lazy images' check on scroll where there is no IntersectionObserver (iOS Safari before 12.2),
  // with its throttle: loaded only in such a browser.
  'scroll-check': 'features/lazy-images/scroll-check',
  // The API client with the calls every page's widgets make (calls/: suggestions, the
  // real-name config, the download URLs). The content lists' and lucky's calls, with the
  // tolerant readers of their answers, are content/: a chunk of its own, which those widgets
  // load with their code (they import its readers) and the client forwards to, so the detail
  // page's search box and download tap do not carry them.
  api: 'src/api',
  'api-content': 'src/api/content',
  // The download button with its real-name gate (realname-gates.ts). The real-name step
  // (realname/) is its own chunk, loaded only when a gate applies; the install status and
  // extra native actions (native/) too: the Android client only.
  download: 'widgets/download',
  realname: 'widgets/download/realname',
  'install-status': 'widgets/download/native',
  // What a page view loads at idle on every page: the log's base (the personal-data guard, the
  // form encoding, the beacon, the tracking id with the cookie store that keeps it) and a page
  // view's fields (visit-log.ts, with the traffic-source and paid-source tables). The rest of
  // the log (clicks, search, activity, analytics events) imports the base from here; the
  // download button, which reads the paid sources, always has the log and so this loaded.
  visit: 'src/log/base',
  // What a log message needs only when the beacon is not the channel (send-lazy.ts, which the
  // script tag's base log uses in place of channels/send.ts, `lazyLogChannels` above): the UC
  // beacon, the keepalive fetch, the synchronous XHR and the image ping. Loaded when a beacon is
  // refused, or when the log's base is created where there is no sendBeacon or the page URL
  // holds personal data (then a keepalive fetch goes first).
  'log-send': 'src/log/base/channels',
  log: 'src/log',
  // The app status: the capability handshake, the batched status query and the `appStatus`
  // reader (the download button's install status in the Android client; lucky at the app's
  // first event). Nothing outside the store's clients loads it.
  'app-status': 'src/bridge/app-status',
  // The status codes and what a tap does for each: the download button's tap decides with them
  // everywhere (click-flow.ts), so it loads these few hundred bytes, not the app-status chunk.
  'status-codes': 'src/bridge/status-codes',
  bridge: 'src/bridge',
  // The one watcher of a window global (a setter trap and a bounded poll) with the late-bridge
  // follower: requested at start only where a late bridge is followed (an Android WebView that
  // is not a known in-app browser, or the client's token) and none is there yet; the bridge
  // chunk imports it for the app's queue and its early calls, so it is shared, never copied.
  'late-bridge': 'src/late-bridge',
  // Every list widget loads the content core (with the number format, format-count.ts:
  // downloads as 万/亿, which every list but game-news shows); its app rows (and their size
  // format) are a chunk of their own: the feeds, score, comments and game-news do not render them.
  content: 'src/lists',
  'app-list': 'src/lists/app-list',
  // The lists' mount (server markup set aside and back, the error boundary) is lucky's too:
  // on its own, so the lucky panel does not load the lists' core with it. With the one date
  // rule (time.ts), which the lists and lucky share.
  'content-mount': 'src/lists/mount',
  // The root and the one error boundary every rendering widget mounts through, with the React
  // API the script tag gives, and Preact (CHUNK_PACKAGES).
  preact: 'src/ui/render',
  // The lucky panel's dialogs (the prize-info form and the cash detail): only a logged-in user
  // opens them, so a panel outside the app never loads them, nor the Dialog and the name and
  // phone checks they import.
  'lucky-dialogs': 'widgets/lucky/dialogs',
  // The header's behaviour; its start (widgets/header/index.ts, parts.ts, header.css) is the core's.
  header: 'widgets/header/enhance',
  // The app fields of a download button and the way to follow its link (the button, the tips
  // banner, the lists' app rows), an app icon's size with its number parsing; the names of a
  // button's app and tips are attribute-names' (src/attribute-names/app-attributes.ts).
  'app-link': 'src/app-link',
  // The one field reader (pick, readNumber): a leaf every chunk that reads foreign data imports
  // (the bridge, the status codes, the API's content readers, the lists), so that the Android
  // client's bridge does not load the app-link chunk for it, nor the tips banner this one.
  'read-field': 'src/read-field',
  // The download link's label, which the lists' app rows and lucky's buttons register.
  'download-texts': 'src/ui/download-texts',
  // Every widget's attribute names but the core's (widget-attributes.ts: the package's `schema`;
  // app-attributes.ts: a download button's app fields and tips; the names the widget folders
  // declare): a leaf the widgets, the API's content readers, the lists and the app link import,
  // so that a list page's first screen loads neither the download link's label (download-texts)
  // nor the app link (app-link).
  'attribute-names': 'src/attribute-names',
  // The name and phone checks: the real-name form and lucky's prize form.
  'contact-checks': 'src/contact-checks',
  // The field measurements of a sampled page view (config `rum`) with web-vitals' attribution
  // build (CHUNK_PACKAGES), which nothing else loads: one request, only in sampled views.
  rum: 'src/rum',
};

/**
 * The packages a chunk takes whole (not our folders): Preact, in the chunk every React widget
 * loads (Rollup would otherwise split react-dom/client off into a chunk of its own once lucky
 * mounts through content-mount); web-vitals, which only rum loads.
 */
const CHUNK_PACKAGES = { 'node_modules/preact': 'preact', 'node_modules/web-vitals': 'rum' };

const CHUNK_ROWS = [...Object.entries(CHUNK_GROUPS).map(([name, dir]) => [dir, name]), ...Object.entries(CHUNK_PACKAGES)];
{
  const dirs = CHUNK_ROWS.map(([dir]) => dir);
  const twice = dirs.filter((dir, i) => dirs.indexOf(dir) !== i);
  if (twice.length) throw new Error(`CHUNK_GROUPS names ${twice.join(', ')} twice`);
}

/** The chunk of a source path (from the repository root, `/`-separated): the row of the deepest folder holding it, if any. */
export function chunkOf(path) {
  let best = null;
  for (const [dir, name] of CHUNK_ROWS) {
    if (path.startsWith(`${dir}/`) && (!best || dir.length > best[0].length)) best = [dir, name];
  }
  return best ? best[1] : undefined;
}

/**
 * `output.manualChunks` for the chunked build: the groups above, then everything else the entry
 * imports statically is named as the entry's own chunk. Otherwise Rollup moves modules that a
 * group shares with the entry (styles, schema-core) into a chunk of their own that
 * pp-widgets.js would have to fetch. (The groups come first because the entry's static imports
 * include barrels like src/env/index.ts whose other exports only widgets use.)
 */
function chunkGroups(entry) {
  let core = null;
  return (id, { getModuleInfo }) => {
    if (!core) {
      core = new Set();
      const visit = (m) => {
        if (core.has(m)) return;
        core.add(m);
        for (const dep of getModuleInfo(m).importedIds) visit(dep);
      };
      visit(join(process.cwd(), entry[1]));
    }
    const group = chunkOf(sourcePath(id));
    if (group) return group;
    return core.has(id) ? entry[0] : undefined;
  };
}

/**
 * dist/pp-widgets.js: the runtime and the loader in one file; each widget in dist/chunks/,
 * fetched from next to the script the first time it is needed. Rollup splits the code and
 * writes AMD with a private `define` (no globals); see src/loader/amd-loader.ts.
 */
const chunked = (loaderCode) => ({
  input: { 'pp-widgets': 'app/iife.ts' },
  onwarn,
  plugins: [lazyWarnings(), lazyLogChannels(), cssPlugin({ emit: true }), preactAlias(), nodeResolve({ browser: true }), transpileDeps(), ts('dist'), widgetNames()],
  output: {
    dir: 'dist',
    format: 'amd',
    amd: { define: '__ppw_define', forceJsExtensionForImports: true },
    // Our chunks are all ES modules: no CommonJS interop helpers, ES2015 syntax in glue code.
    // No `Symbol.toStringTag` 'Module' mark on each chunk's exports (~45 B gzip a file): only
    // our own loader and code see these objects, and nothing of ours asks for the tag.
    interop: 'esModule',
    generatedCode: { preset: 'es2015', symbols: false },
    entryFileNames: '[name].js',
    // A chunk named 'index' (a widget's entry, or a shared chunk around one) is named after
    // its folder instead: widgets/download/index.tsx → chunks/download-….js.
    chunkFileNames: (info) => {
      if (info.name !== 'index') return 'chunks/[name]-[hash:6].js';
      const id = info.facadeModuleId || info.moduleIds[info.moduleIds.length - 1] || '';
      const m = /[\\/]([^\\/]+)[\\/][^\\/]+$/.exec(id);
      return `chunks/${m ? m[1] : 'index'}-[hash:6].js`;
    },
    // Names shared between our own chunks become one letter (the default only for ES/System).
    minifyInternalExports: true,
    manualChunks: chunkGroups(['pp-widgets', 'app/iife.ts']),
    // Only the modules CHUNK_GROUPS names move; their dependencies stay where Rollup puts them.
    onlyExplicitManualChunks: true,
    sourcemap: true,
    // The entry's banner declares the chunk table the loader reads (scripts/rollup-chunk-ids.mjs
    // writes it in place of the marker).
    banner: (chunk) =>
      chunk.isEntry
        ? `(function(){var __ppw_chunks=${TABLE_MARKER};${loaderCode}\nvar __ppw_define=__ppw_loader.define;`
        : '(function(__ppw_define){',
    // A chunk run without our runtime on the page defines nothing: `Object(deps, factory)` is a
    // harmless call that ignores the factory (shorter than `function(){}` in every chunk).
    // `PPWidgets._d` is the loader's define (app/iife.ts); `(undefined||0)._d` is undefined.
    footer: (chunk) =>
      chunk.isEntry ? '})();' : '})((self.PPWidgets||0)._d||Object);',
    // Chunks by name, with one table of their hashes and imports in the entry: a widget's chunk
    // and the chunks it needs are requested together, not one after another.
    plugins: [chunkIds(), minifyChunked(), chunkModules()],
  },
});

const iife = (file, emitCss) => ({
  input: 'app/iife.ts',
  onwarn,
  plugins: [cssPlugin({ emit: emitCss }), preactAlias(), nodeResolve({ browser: true }), transpileDeps(), ts('dist')],
  output: {
    file,
    format: 'iife',
    sourcemap: true,
    inlineDynamicImports: true,
    generatedCode: 'es2015',
    plugins: [minify()],
  },
});

/**
 * bin/lib/wake.generated.js: the `data-hydrate` values the checker accepts, from the runtime's
 * one wake table (src/runtime/wake.ts). The CLI ships without src/, so the build writes them
 * next to it (committed, so the checker works from a clone before any build).
 */
const checkerWakeValues = {
  input: '\0ppw:wake-values',
  onwarn,
  plugins: [
    {
      name: 'ppw-wake-values',
      resolveId: (id) => (id === '\0ppw:wake-values' ? id : null),
      load: (id) => (id === '\0ppw:wake-values' ? `export { HYDRATE_VALUES } from ${JSON.stringify(join(process.cwd(), 'src/runtime/wake.ts'))};` : null),
      // The values themselves, not the table's code: the bundle is run once and its result written.
      async renderChunk(code) {
        const { HYDRATE_VALUES } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
        return `// Generated by \`npm run build\` from src/runtime/wake.ts (WAKES). Do not edit.\nexport const HYDRATE_VALUES = ${JSON.stringify(HYDRATE_VALUES)};\n`;
      },
    },
    nodeResolve(),
    ts('bin/lib'),
  ],
  output: {
    file: 'bin/lib/wake.generated.js',
    format: 'es',
  },
};

const isExternal = (id) => /^(react|react-dom)(\/|$)/.test(id);

export default async () => [
  chunked(await buildLoader()),
  iife('dist/pp-widgets.all.js', false),
  checkerWakeValues,
  {
    // `pp-widgets` and `pp-widgets/react` (product-rules §17), sharing their modules.
    input: { index: 'app/index.ts', 'react/index': 'app/react/index.ts' },
    onwarn,
    external: isExternal,
    plugins: [cssPlugin({ emit: false, inject: false }), nodeResolve({ browser: true }), transpileDeps(), ts('dist/esm')],
    // A bundled dependency (web-vitals, for the rum chunk) goes to vendor/: npm leaves every folder
    // named node_modules out of a package, so dist/esm/node_modules/ would be missing once installed.
    output: { dir: 'dist/esm', format: 'es', preserveModules: true, sourcemap: true, entryFileNames: (chunk) => chunk.name.replace(/^(?:.*\/)?node_modules\//, 'vendor/') + '.js' },
  },
];
