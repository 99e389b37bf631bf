// Size budget (gzip) of this folder's chunk, dist/chunks/recs-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 1.28 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
module.exports = '1.33 KB';
