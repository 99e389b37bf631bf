// Size budget (gzip) of this folder's chunk, dist/chunks/app-feed-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// personal-list and uc-rec: one widget, two feeds (widgets/app-feed/).
// 0.70 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
module.exports = '760 B';
