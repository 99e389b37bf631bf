/**
 * Lazy images where there is no IntersectionObserver (iOS Safari before 12.2): the images
 * waiting are checked on scroll, resize and rotation, at most every 300 ms (product-rules §9),
 * and each one within 50 px of the viewport is loaded. A chunk of its own, which lazy images
 * (../index.ts) load only in such a browser: everywhere else it is never fetched.
 */
import type { WidgetContext } from '../../../src/types';
import { isNearViewport } from '../../../src/image-load/image-load';

/** product-rules §9: the scroll fallback (no IntersectionObserver) checks at most every 300 ms. */
export const LAZY_THROTTLE_MS = 300;

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

/**
 * Watches the viewport for the images in `pending` (the caller's list, which it adds to and
 * takes from) and calls `load` for each one that comes near, taking it out of the list. Listens
 * through the feature's `context.listen` (removed when the feature stops); `call()` checks now
 * (throttled), `cancel()` drops a check that is due.
 * @example const check = watchScroll(context, pending, load); pending.push(img); check.call();
 */
export function watchScroll(
  context: Pick<WidgetContext, 'guard' | 'listen' | 'win' | 'doc'>,
  pending: HTMLImageElement[],
  load: (img: HTMLImageElement) => void,
): { call(): void; cancel(): void } {
  const { guard, listen, win, doc } = context;
  const check = (): void => {
    const viewport = {
      width: win.innerWidth || doc.documentElement.clientWidth,
      height: win.innerHeight || doc.documentElement.clientHeight,
    };
    for (let i = pending.length - 1; i >= 0; i--) {
      const img = pending[i]!;
      // Not rendered (display: none, or removed): nothing to measure yet.
      if (img.getClientRects().length === 0) continue;
      if (isNearViewport(img.getBoundingClientRect(), viewport)) {
        pending.splice(i, 1);
        load(img);
      }
    }
  };
  const throttled = throttle(guard('check', check), LAZY_THROTTLE_MS, {
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    now: Date.now,
  });
  const onViewportChange = (): void => throttled.call();
  listen(win, 'scroll', onViewportChange, { passive: true });
  listen(win, 'resize', onViewportChange);
  listen(win, 'orientationchange', onViewportChange);
  return throttled;
}
