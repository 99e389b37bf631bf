// Size budget (gzip) of this folder's chunk, dist/chunks/download-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// -0.1 KB: its five popups are one component (widgets/download/popups.tsx).
module.exports = '4.3 KB';
