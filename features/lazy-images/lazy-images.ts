/**
 * Pure rules of lazy images (product-rules §4, §9; product-rules §14): the classes. No DOM here.
 * The 50 px threshold is the core's (src/image-load/image-load.ts), which loads the first
 * screen's images; the check on scroll where there is no IntersectionObserver (with the 300 ms
 * throttle) is ./scroll-check/, a chunk of its own; the webp rewrite of a `srcset` is
 * src/webp/webp-srcset.ts, in the `webp` chunk.
 */

/** Classes an image carries: loading, loaded, or failed (the placeholder stays). */
export const LAZY_CLASSES = {
  loading: 'ppw-lazy-loading',
  loaded: 'ppw-lazy-loaded',
  error: 'ppw-lazy-error',
} as const;
