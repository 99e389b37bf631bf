// The `webp` chunk's facade (rollup.config.mjs CHUNK_GROUPS): every name another chunk reads
// (lazy images and the content lists load this module beside their own when config `webp.hosts`
// is set, app/widgets.ts; the lists' icons read the first two), so Rollup builds no namespace
// object for it.
export { toWebp } from './to-webp';
export { supportsWebp } from './webp-support';
export { webpSrcset } from './webp-srcset';
