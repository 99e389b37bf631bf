// Size budget (gzip) of this folder's chunk, dist/chunks/lazy-images-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// With the webp rule and detection (src/webp/to-webp.ts, webp-support.ts; +0.65 KB), which
// the lists' app-list chunk imports from here.
// 2.30 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
module.exports = '2.35 KB';
