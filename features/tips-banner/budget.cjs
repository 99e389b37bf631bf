// Size budget (gzip) of this folder's chunk, dist/chunks/tips-banner-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 2.61 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
// -59 B (2.58 KB): the app read once (the eligible button's), the WeakSet and the connected
// test without guards for browsers below the floor, the deep link filled in one pass, `flex: none`.
// -18 B (2.57 KB): the banner's texts registered without a wrapper; the host and the frame
// leave with remove().
// -0.47 KB (2.15 KB): what the main button does (banner-open/) and the CSS (banner-css/) are
// chunks of their own; the app and its icon's URL read here, without the app-link chunk (which
// the banner's display no longer loads: -1.25 KB gzip more on a phone's first page); no host
// element. Budget: that and ~50 B.
// -36 B (2.08 KB measured; brotli 1872 -> 1839 B on the wire): the banner built from arguments,
// not a props object whose names the chunk carried; a tap's busy state set in one place; a
// button's eligibility in one expression. Budget: that and ~40 B.
module.exports = '2.12 KB';
