// Size budget (gzip) of this folder's chunk, dist/chunks/realname-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 4.66 KB: index.tsx exports runRealname only (the checks it re-exported were kept by the
// dynamic import's namespace, -35 B).
module.exports = '4.71 KB';
