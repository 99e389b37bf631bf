// Size budget (gzip) of this folder's chunk, dist/chunks/score-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 1.96 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
module.exports = '2.02 KB';
