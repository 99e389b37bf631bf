// Size budget (gzip) of this folder's chunk, dist/chunks/download-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// -0.1 KB: its five popups are one component (widgets/download/popups.tsx).
// -0.9 KB (3.31 KB): the install status label and extra native actions are their own chunk
// (widgets/download/native/, `install-status`), loaded only in the Android client.
// 3.03 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
// +1.05 KB (4.13 KB): the popups' texts (messages.ts, zh-CN and English), which were in
// download-texts; every tap loads this chunk and that one, so a tap loads the same bytes, and a
// page that only shows download links (the lists, lucky) no longer loads them.
// +0.07 KB (4.23 KB), raised on purpose: the button's state as one pure reducer
// (download-state.ts: the tap's guard and decision, the status and its rule, the popup, the
// real-name step, the unmount; ~+0.25 KB of code), less the real-name gates (decideGate,
// drawDigit, isExcludedUtm), which only the real-name step runs and which moved into its chunk
// (realname/gates.ts, -0.18 KB here). Budget: that and ~30 B.
module.exports = '4.26 KB';
