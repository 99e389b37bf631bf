// Size budget (gzip) of this folder's chunk, dist/chunks/banner-css-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// The tips banner's CSS, out of the tips-banner chunk: pp-widgets.css holds it too, so only a
// page where that file is not in effect fetches it. 636 B. Budget: that and ~50 B.
module.exports = '690 B';
