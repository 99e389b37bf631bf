// Size budget (gzip) of this folder's chunk, dist/chunks/tips-banner-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
module.exports = '2.8 KB';
