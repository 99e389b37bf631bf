// Size budget (gzip) of this folder's chunk, dist/chunks/lucky-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 14.79 KB after the chunk table and the smaller chunk wrapper (rollup.config.mjs, scripts/rollup-chunk-ids.mjs).
// -0.62 KB (14.23 KB): the dialogs (prize-info form, cash detail) are a chunk of their own
// (lucky-dialogs), and the app-status reader loads with the first app event. +60 B (14.29 KB):
// a dialog's opener is marked busy while its code comes (Btn `busy`). +70 B (14.36 KB): an
// app event whose reader could not load is read again later (twice, READER_RETRY_MS apart).
// -0.24 KB (14.14 KB): the dialogs' texts went with their code (dialogs/messages.ts, lucky-dialogs).
// +12 B (14.2 KB): the banner's 640 x 240 box and its request as soon as the answer is read
//. Budget: that and ~30 B.
// +~35 B (14.234 KB measured), raised on purpose: the first answer draws the panel's top in its
// task and the parts below it after that frame (one long render was the lucky page's longest
// task at 4x CPU). Budget: that and ~30 B.
// +13 B (14.28 KB measured), raised on purpose: the apps' download links drawn here from
// src/ui/download-attributes/ with the panel's own label, not through DownloadLink, so lucky.html
// loads neither download-link nor download-texts before the first tap (a tap before the download
// widget's code is held by the runtime as before). Budget: that and ~40 B.
// +36 B (14.316 KB measured), within the budget: a page's `download.label` in config `messages`
// labels those links again (as it does every download button), unless it names
// `lucky.apps.download`.
// +2 B (14.318 KB measured), within the budget: the panel is drawn in a task after the answer's
// (its text, the JSON and the reading were one long task with the first draw at 4x CPU), less
// the activity's failure warned through warnFailed like the other calls'.
// -1 B (14.317 KB measured), within the budget: the parts below the panel's top come one a task
// (apps, scores, my prizes, winners; they were one render with their effects' calls, the gallery
// frame's longest task at 4x CPU), +26 B, paid for by the app fields' names read from one list
// (state/lucky-parse.ts parseLuckyApp, -27 B).
// -4 B (14.313 KB measured), within the budget: the mount draws the loading state and the panel
// (the first run of its hooks) comes in a task after it (lucky-panel.tsx LuckyPanelLater, +44 B),
// paid for by a text no part used (`lucky.user.title`), a shorter message for a part outside
// its context, the reducer's initializer passed as it is, a shorter internal error message.
// +3 B (14.316 KB measured), within the budget: a status word is read from the table as a text
// field (state/lucky-parse.ts), so a status of `constructor` or `__proto__` is no status, not
// Object's function or prototype taken for one (+9 B), less the draw mode lower-cased once
// (-6 B). No equal cut found in the chunk; a correction, not a feature.
module.exports = '14.32 KB';
