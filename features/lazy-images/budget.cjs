// Size budget (gzip) of this folder's chunk, dist/chunks/lazy-images-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// It held the webp rule and detection (src/webp/to-webp.ts, webp-support.ts; +0.65 KB), which
// the lists' app-list chunk imported from here, until the last line below.
// 2.30 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
// -31 B (2.36 KB): no namespace object (index.ts exports the webp names too, so it is the
// chunk's facade), and an image's URLs as locals instead of two objects.
// -34 B (2.26 KB): the class names are constants of lazy-images.ts, which the minifier
// inlines, not an object the chunk exports for its tests; the throttle's clock is Date.now itself.
// -9 B (2.25 KB): toWebp splits a URL's path and query with one regular expression.
// -0.87 KB (1.38 KB): the webp rule, detection and srcset rewrite are the `webp` chunk
// (src/webp/), requested beside this one only where config `webp.hosts` lists hosts
// (app/widgets.ts); the lists' icons no longer load this chunk for it.
// +11 B (1.44 KB): the scan observes in the runtime's slices (context.slice), yielding between them. Budget: that and ~10 B.
// -0.24 KB (1.2 KB): the check on scroll without IntersectionObserver, with its throttle, is a
// chunk of its own (./scroll-check/, its budget.cjs), fetched only in a browser without one.
// Budget: that and ~50 B.
// -0.08 KB (1.12 KB): the selector, the margin and imagesIn are the core's (src/image-load/,
// which loads the first screen's images before this chunk, now fetched only at the first scroll,
// resize or tap); +isLoaded, which leaves those images alone. Budget: that and ~50 B.
module.exports = '1.17 KB';
