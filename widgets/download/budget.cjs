// Size budget (gzip) of this folder's chunk, dist/chunks/download-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// -0.1 KB: its five popups are one component (widgets/download/popups.tsx).
// -0.9 KB (3.31 KB): the install status label and extra native actions are their own chunk
// (widgets/download/native/, `install-status`), loaded only in the Android client.
// 3.03 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
// +1.05 KB (4.13 KB): the popups' texts (messages.ts, zh-CN and English), which were in
// download-texts; every tap loads this chunk and that one, so a tap loads the same bytes, and a
// page that only shows download links (the lists, lucky) no longer loads them.
module.exports = '4.18 KB';
