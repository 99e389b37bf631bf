/**
 * Pure timing of the back-to-top button (product-rules §2, §9): when it shows, how the scroll to the
 * top moves, and a per-frame throttle. Frame scheduling is injected, so no DOM is needed.
 */

/** product-rules §2: the button appears with a 300 ms fade. (The CSS transition uses the same value.) */
export const FADE_MS = 300;

/** product-rules §2: a click scrolls to the top over 1000 ms. */
export const SCROLL_TO_TOP_MS = 1000;

/** Whether the button shows: at the very top it is hidden; any scroll shows it. */
export function isScrolled(scrollY: number): boolean {
  return scrollY > 0;
}

/** Ease-in-out (cubic) over t in [0, 1]: starts and ends gently. */
export function easeInOut(t: number): number {
  const x = t < 0 ? 0 : t > 1 ? 1 : t;
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
}

/**
 * Scroll position `elapsed` ms into a scroll from `startY` to 0 lasting `duration` ms.
 *
 * @example
 * scrollPositionAt(2000, 500, 1000) // 1000 (half way)
 */
export function scrollPositionAt(startY: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return 0;
  return Math.round(startY * (1 - easeInOut(elapsed / duration)));
}

/** requestAnimationFrame / cancelAnimationFrame, injectable. */
export interface FrameScheduler {
  request(callback: (time: number) => void): number;
  cancel(id: number): void;
}

/**
 * Wraps `fn` so that any number of calls within one animation frame run it once, in that
 * frame (scroll events fire far more often than the screen paints).
 */
export function frameThrottle(fn: () => void, frames: FrameScheduler): { schedule(): void; cancel(): void } {
  let id: number | null = null;
  return {
    schedule() {
      if (id !== null) return;
      id = frames.request(() => {
        id = null;
        fn();
      });
    },
    cancel() {
      if (id !== null) frames.cancel(id);
      id = null;
    },
  };
}

export interface ScrollAnimation {
  startY: number;
  duration: number;
  frames: FrameScheduler;
  scrollTo(y: number): void;
  /** Called once the top is reached (not when cancelled). */
  onDone(): void;
}

/**
 * Animates a scroll to the top, one step per frame, timed by the frames' own timestamps.
 * Returns the cancel function (a user who scrolls meanwhile takes over).
 */
export function animateScrollToTop(options: ScrollAnimation): () => void {
  const { startY, duration, frames, scrollTo, onDone } = options;
  let start: number | null = null;
  let id: number | null = null;
  const step = (time: number): void => {
    if (start === null) start = time;
    const y = scrollPositionAt(startY, time - start, duration);
    scrollTo(y);
    if (y <= 0) {
      id = null;
      onDone();
      return;
    }
    id = frames.request(step);
  };
  if (startY <= 0 || duration <= 0) {
    scrollTo(0);
    onDone();
    return () => undefined;
  }
  id = frames.request(step);
  return () => {
    if (id !== null) frames.cancel(id);
    id = null;
  };
}
