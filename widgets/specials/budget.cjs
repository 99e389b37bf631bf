// Size budget (gzip) of this folder's chunk, dist/chunks/specials-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 1.78 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
// 1.47 KB once its call's parameter readers and the source switch moved to the API content chunk (src/api/content/list-params.ts), which makes the first call beside the code. Budget: that and ~50 B.
module.exports = '1.52 KB';
