// Size budget (gzip) of this folder's chunk, dist/chunks/scroll-check-<hash>.js, read by .size-limit.cjs
// (`node scripts/size-table.cjs --write` then updates the README's size table).
// Lazy images' check on scroll where there is no IntersectionObserver (iOS Safari before 12.2),
// with its throttle: out of the lazy-images chunk, fetched only in such a browser. 582 B.
// Budget: that and ~50 B.
// -73 B (509 B): isNearViewport is the core's (src/image-load/image-load.ts), which the first
// screen's pass uses too. Budget: that and ~50 B.
module.exports = '560 B';
