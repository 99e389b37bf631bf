/**
 * Pure rules of lazy images (product-rules §4, §9; product-rules §14): the 50 px threshold and
 * the 300 ms fallback throttle. No DOM here. The webp rewrite of a `srcset` is
 * src/webp/webp-srcset.ts, in the `webp` chunk.
 */

/** Classes an image carries: loading, loaded, or failed (the placeholder stays). */
export const LAZY_CLASSES = {
  loading: 'ppw-lazy-loading',
  loaded: 'ppw-lazy-loaded',
  error: 'ppw-lazy-error',
} as const;

/** product-rules §9: images load within 50 px of the viewport. */
export const LAZY_MARGIN_PX = 50;

/** product-rules §9: the scroll fallback (no IntersectionObserver) checks at most every 300 ms. */
export const LAZY_THROTTLE_MS = 300;

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Whether a box is within `margin` px of a viewport of the given size (the fallback check). */
export function isNearViewport(box: Box, viewport: { width: number; height: number }, margin = LAZY_MARGIN_PX): boolean {
  return box.bottom >= -margin && box.top <= viewport.height + margin && box.right >= -margin && box.left <= viewport.width + margin;
}

export interface ThrottleTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

/**
 * Runs `fn` at once, then at most once per `wait` ms, with a trailing run so the last
 * scroll position is always checked.
 */
export function throttle(fn: () => void, wait: number, timers: ThrottleTimers): { call(): void; cancel(): void } {
  let last = -Infinity;
  let timer: unknown = null;
  const run = (): void => {
    timer = null;
    last = timers.now();
    fn();
  };
  return {
    call() {
      if (timer !== null) return;
      const left = wait - (timers.now() - last);
      if (left <= 0) run();
      else timer = timers.setTimeout(run, left);
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
