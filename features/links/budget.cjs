// Size budget (gzip) of this folder's chunk, dist/chunks/links-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// 3.67 KB at its first build: URL and fragment parsing, config patterns and their
// warnings, the detail calls (deduplicated, gathered per task, kept), taking links up near the
// viewport or at first use, the tap held for the detail, giving the links back at stop.
// +0.1 KB (3.76 KB as size-limit measures it): a `#ppw=lazy-image` link made a lazy <img> (lazy images'
// CMS form); no cut found yet in this chunk, to be recovered with the links chunk's next trim.
// +11 B (3.78 KB): the scan sees links in the runtime's slices (context.slice), yielding between them. Budget: that and ~10 B.
module.exports = '3.79 KB';
