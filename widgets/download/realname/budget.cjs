// Size budget (gzip) of this folder's chunk, dist/chunks/realname-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 4.66 KB: index.tsx exports runRealname only (the checks it re-exported were kept by the
// dynamic import's namespace, -35 B).
// 4.49 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
// -0.44 KB (4.08 KB): the submit goes through the API client (services.api.client), not a
// fetch, timeout and answer reading of its own (submit-info.ts); the api chunk +7 B.
// -0.09 KB (4.04 KB): the desktop blocked-submit message is product-rules §5's one text; the name
// variant and its texts are gone.
// +0.15 KB (4.19 KB), raised on purpose: the gates of the step (gates.ts: decideGate, drawDigit,
// isExcludedUtm) moved here from the download chunk, which every tap loads (-0.18 KB there);
// this chunk loads only where the step applies. Budget: that and ~30 B.
module.exports = '4.22 KB';
