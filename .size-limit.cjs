// Size budgets (gzip). `npm run size` prints them; `npm test` fails when one is exceeded.
// The README size table is generated from this file (node scripts/size-table.cjs --write) and
// tests/unit/readme-sizes.test.ts fails when they differ.
// Chunk files are `<name>-<8-character hash>.js`; `????????` keeps `download-*` from also
// matching `download-link-*`.
// The shipped files are measured as they are: gzip -9 of the bytes a browser downloads, summed
// per file. size-limit passes every check through esbuild (the ESM row needs it: it measures one
// import), which would minify our minified files again and wrap them (~4% more); the `copy`
// loader makes esbuild hand them over unchanged (size-limit still takes its 32-byte empty
// project off each row).
const asShipped = (esbuild) => ({ ...esbuild, loader: { ...esbuild.loader, '.js': 'copy', '.css': 'copy' } });
const file = (name, path, limit) => ({ name, path, limit, gzip: true, modifyEsbuildConfig: asShipped });
const chunk = (name, limit) => file(`chunk: ${name}`, `dist/chunks/${name}-????????.js`, limit);

module.exports = [
  // 12.9 KB before the session that added, in the core because each acts before any chunk
  // has arrived: speculative loading's connection check and the feedback on tap (~0.3 KB; the
  // viewport observer is a chunk), webp detection without a request and pp:error (~0.35 KB),
  // visit logging, the early message queue and the late-bridge hook (~0.45 KB), following
  // attribute changes and the banner's bottom inset (~0.25 KB), and the runtime split into
  // units with one record (+0.6 KB at its commit: property reads of the shared record where
  // there were closure variables, and the wake table; -0.12 KB since, with the scheduler and
  // the visibility watcher as closures instead of classes).
  // Budget at today's figure (14.69 KB) and ~60 B for the chunk hashes it names, whose gzip
  // size varies by some 30 B from build to build; to ratchet down.
  // Issue 24 (+0.85 KB, raised on purpose): the one environment decision has to be made before
  // any chunk arrives (the scan selector, the banner's gate and the services depend on it):
  // token matching, platform first, HarmonyOS NEXT, the in-app browser table and its config,
  // the one Android WebView test (~0.55 KB); and the late-bridge watcher (setter trap and
  // bounded poll, ~0.3 KB) moved from its chunk into the runtime, so that an Android WebView
  // without a bridge loads no chunk for it (the follower's chunk loads when a bridge comes).
  // Issue 26 (+0.28 KB): the download button's default look (~0.17 KB of CSS, in the core
  // because the button must look finished before its code wakes) and the header's open menu
  // above its mask (~0.11 KB), both contract §5.
  // -0.68 KB (15.39 KB): the webp rule and detection went to the lazy-images chunk (nothing
  // runs them at start; rollup.config.mjs CHUNK_GROUPS). Budget: that and ~60 B for the hashes.
  // +0.33 KB (15.72 KB), raised on purpose: the one plug-in seam (src/plugins/: the plug-in
  // objects and their host, the re-detection when a bridge comes, one data-track delegation)
  // and the one late-bridge watcher (src/env/when-bridge.ts), which a plain Android WebView runs
  // without loading a chunk. Measured ways back (~0.17 KB): the data-track value parsed in the
  // log chunk, the app queue reader on the shared watcher.
  // -0.54 KB (14.85 KB): the header's behaviour is its own chunk (widgets/header/enhance.ts),
  // loaded at the header's first interaction or at idle; its start stays (~0.8 KB with the
  // held clicks and the `[hidden]` rule: the closed state and aria-expanded must be right
  // before first use). With the seam: 15.16 KB; with the held click's busy mark: 15.23 KB.
  // -65 B (15.16 KB): one hold / busy mark / replay, the runtime's: the header's start is a
  // registry `module` with `holds` whose behaviour the island loads and mounts over it
  // (src/types.ts); its start keeps the closed state and notes the touch (~0.55 KB), the
  // island gained the rest's wake-up (+0.2 KB with interaction.ts). Budget: that and ~50 B.
  file('pp-widgets.js (script tag: runtime + loader + header start)', 'dist/pp-widgets.js', '15.22 KB'),
  // What the detail page (desktop browser) runs before its first interaction: the runtime
  // (with the header in it) and lazy images. Search and download wake on intent,
  // back-to-top at the first scroll. Issue 8's goal is 16 KB. Not counted: what config
  // `prefetch` (default 'viewport') fetches at idle for the download button and the
  // search box on screen, which a visitor who saves data does not get.
  // The webp code moving from pp-widgets.js into lazy images left this row as it was (17.82 KB,
  // +0.03: the lists' preload lists in the registry name the lazy-images chunk too).
  // -0.54 KB (17.28 KB): the header's behaviour waits for its first interaction, or for idle
  // (not counted, like `prefetch`; a visitor who saves data does not fetch it then). The
  // seam: +0.3 KB, as the core row, and the held click's busy mark (17.66 KB). The runtime's
  // one hold and replay for the header too: -65 B, as the core row (17.6 KB).
  file('detail page before first interaction', ['dist/pp-widgets.js', 'dist/chunks/lazy-images-????????.js'], '17.65 KB'),
  // The same page on a phone, on the first page of a session: the download-tips banner shows
  // too. On the session's later pages pp-widgets.js knows it has shown (its gate is in the
  // core) and the page loads what the desktop row above loads.
  file(
    'mobile detail page before first interaction, first of a session',
    ['dist/pp-widgets.js', 'dist/chunks/lazy-images-????????.js', 'dist/chunks/tips-banner-????????.js', 'dist/chunks/app-link-????????.js'],
    // -0.54 KB: the header's behaviour, as in the row above; the seam +0.3 KB (21.96 KB); the
    // runtime's one hold and replay for the header too, -65 B (21.89 KB).
    '21.94 KB',
  ),
  // +0.88 KB, +0.36 KB for pp-widgets.all.js: the header's start with its held clicks and the
  // late behaviour's replay, and the header chunk's own wrapper and imports; +0.15 KB for
  // pp-widgets.all.js: the plug-in seam (src/plugins/) and the one late-bridge watcher
  // (src/env/when-bridge.ts). Now 103.46 KB and 82.74 KB (with the held click's busy mark).
  // -80 B and -70 B: the header holds and replays through the runtime (103.38 KB, 82.67 KB).
  file('every shipped script together (chunked build)', ['dist/pp-widgets.js', 'dist/chunks/*.js'], '103.43 KB'),
  file('pp-widgets.all.js (self-contained)', 'dist/pp-widgets.all.js', '82.72 KB'),
  file('pp-widgets.css', 'dist/pp-widgets.css', '3.8 KB'),
  // pp-widgets/react: the components, the provider and start() with every widget's CSS, and
  // every widget's code, which the runtime imports when the widget wakes (a bundler splits it
  // off into chunks; size-limit counts them all). React itself not counted.
  // +0.34 KB: the header's start and its late behaviour, as in pp-widgets.all.js; -0.1 KB
  // (81.22 KB): its hold and replay are the runtime's.
  { name: 'ESM: pp-widgets/react, with every widget (lazy chunks)', path: 'dist/esm/react/index.js', import: '{ WidgetsProvider, DownloadButton }', limit: '81.27 KB', gzip: true, ignore: ['react', 'react-dom'] },
  { name: 'ESM: import { schema }', path: 'dist/esm/index.js', import: '{ schema }', limit: '1 KB', gzip: true, ignore: ['react', 'react-dom'] },
  chunk('client', '7.6 KB'),
  // With the tolerant field readers (src/read/fields.ts) that lucky and the lists share (+0.15 KB).
  // +0.05 KB: Retry-After read from the headers a cross-origin XHR answer exposes (no console error).
  chunk('api', '6.2 KB'),
  // The data-track delegation left the log (one delegation, in the core's src/track/).
  chunk('log', '4.9 KB'),
  // The app's queue reader (PPWidgetsQueue created, assigned or declared after start) came from
  // pp-widgets.js into the bridge chunk (src/bridge/app-queue.ts).
  chunk('bridge', '3.4 KB'),
  // The header's behaviour (widgets/header/enhance.ts, with enhance.css); its start is the core's.
  // 1.41 KB: it no longer replays the held clicks (the runtime does).
  chunk('header', '1.46 KB'),
  chunk('search', '4 KB'),
  chunk('back-to-top', '1.9 KB'),
  // With the webp rule and detection (src/format/to-webp.ts, webp-support.ts; +0.65 KB), which
  // the lists' app-list chunk imports from here.
  chunk('lazy-images', '2.45 KB'),
  // -0.1 KB: its five popups are one component (widgets/download/popups.tsx).
  chunk('download', '4.3 KB'),
  chunk('realname', '4.9 KB'),
  chunk('dialog', '2.6 KB'),
  chunk('tips-banner', '2.8 KB'),
  chunk('lucky', '15.6 KB'),
  chunk('content', '5.8 KB'),
  // With the one date rule (src/read/time.ts) the lists and lucky share (+0.5 KB, out of both).
  chunk('content-mount', '1.9 KB'),
  chunk('app-list', '2.1 KB'),
  chunk('format', '400 B'),
  chunk('score', '2.3 KB'),
  chunk('comments', '1.6 KB'),
  chunk('recs', '1.6 KB'),
  chunk('specials', '2.1 KB'),
  chunk('beta-list', '1.1 KB'),
  // personal-list and uc-rec: one widget, two feeds (widgets/app-feed/).
  chunk('app-feed', '1 KB'),
  chunk('ad-slot', '1.6 KB'),
  chunk('game-news', '1.6 KB'),
  chunk('overlay', '1.4 KB'),
  // Chunks that several widgets share (CHUNK_GROUPS in rollup.config.mjs and Rollup's own).
  chunk('app-link', '1.7 KB'),
  // With the capability handshake (hello) and the batched getAppStatus.
  chunk('app-status', '1.5 KB'),
  // The in-app and HarmonyOS NEXT texts of the download button, zh-CN and English (+0.1 KB), and
  // the notice of a failed native action.
  chunk('messages', '1.45 KB'),
  chunk('download-link', '750 B'),
  chunk('phone-check', '450 B'),
];
