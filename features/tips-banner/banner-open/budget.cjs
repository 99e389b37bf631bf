// Size budget (gzip) of this folder's chunk, dist/chunks/banner-open-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// What the tips banner's main button does (opening the client, the fallback to the download), out
// of the tips-banner chunk: fetched at the tap, or at an idle moment where loading ahead is
// allowed, with the app-link chunk it imports. 885 B. Budget: that and ~50 B.
module.exports = '935 B';
