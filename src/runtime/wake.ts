import type { Hydrate, Wake } from '../types';
import type { SliceJob, SliceScheduler } from './scheduler';

type Cancel = () => void;

/**
 * When an island wakes, one row per condition: whether markup may ask for it with
 * `data-hydrate`, whether the island gets its record at the scan (else the shared
 * IntersectionObserver or the delegated listeners make it when they see the element), and how
 * a recorded one is armed (none: it wakes at the scan). The accepted `data-hydrate` values,
 * the runtime's warning and the checker's contract (bin/lib/wake.generated.js, written by the
 * build) all come from here.
 */
export const WAKES: Record<Wake, { markup: boolean; record: boolean; arm?: (win: Window, wake: () => void) => Cancel }> = {
  load: { markup: true, record: true },
  idle: { markup: true, record: true, arm: (win, wake) => onIdle(win, wake) },
  visible: { markup: true, record: false },
  interaction: { markup: true, record: false },
  // A default some widgets have (back-to-top) but markup cannot ask for.
  scroll: { markup: false, record: true, arm: (win, wake) => onFirstScroll(win, wake) },
};

/** The `data-hydrate` values markup may use. */
export const HYDRATE_VALUES = Object.keys(WAKES).filter((name) => WAKES[name as Wake].markup) as Hydrate[];

/** Events that wake an island whose condition is `interaction` (delegated from the document). */
export const INTERACTION_EVENTS = ['touchstart', 'mousedown', 'mouseover', 'focusin', 'keydown', 'click'] as const;

/** Parses `data-hydrate`; null when absent or not one of `HYDRATE_VALUES`. */
export function parseHydrate(value: string | null): Hydrate | null {
  if (value === null) return null;
  const v = value.trim().toLowerCase() as Hydrate;
  return HYDRATE_VALUES.indexOf(v) === -1 ? null : v;
}

/**
 * Runs `fn` when the browser is idle.
 * Support: requestIdleCallback is missing in Safari (all versions to date) → a 200 ms timeout.
 */
export function onIdle(win: Window, fn: () => void, timeout = 2000): Cancel {
  const w = win as Window & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  // A browser with requestIdleCallback has cancelIdleCallback (both came together everywhere).
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(fn, { timeout });
    return () => w.cancelIdleCallback!(id);
  }
  const id = win.setTimeout(fn, 200);
  return () => win.clearTimeout(id);
}

/**
 * Runs `fn` at the page's first scroll, or in the next task if the page is already scrolled
 * (a restored position or a #fragment scrolled before we were listening).
 */
export function onFirstScroll(win: Window, fn: () => void): Cancel {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    fn();
  };
  const opts: AddEventListenerOptions = { passive: true, capture: true };
  const id = win.setTimeout(() => {
    // pageYOffset is the viewport's scroll in standards and quirks mode alike (every browser of our floor).
    if (win.pageYOffset > 0) run();
  }, 0);
  const cancel = () => {
    done = true;
    win.clearTimeout(id);
    win.removeEventListener('scroll', run, opts);
  };
  win.addEventListener('scroll', run, opts);
  return cancel;
}

/** One shared IntersectionObserver for every island that wakes when visible (`createVisibilityWatcher`). */
export interface VisibilityWatcher {
  /** Resolves after the observer has reported the initial state of what it watches. */
  ready(): Promise<void>;
  /** How many elements are watched. */
  readonly size: number;
  /** Watches `el` once: watching it again (a second scan, a touch before it is seen) does nothing. */
  watch(el: Element, fn: (el: Element) => void): void;
  unwatch(el: Element): void;
  disconnect(): void;
}

/**
 * The callback is told which element came into view, so one function can serve every element
 * (no closure per element: a page of 10 000 watched buttons costs one map entry each). A
 * closure rather than a class, like the scheduler: the minifier shortens its variables.
 * The elements one report brings into view (a long list scrolled to, a client page's many
 * buttons) are woken in `slices` (the run's scheduler), so that no task wakes them all at once;
 * `ready()` resolves once the first report's are woken.
 * Support: IntersectionObserver Chrome 58, Safari 12.1; missing (iOS 11/12.0) → `fallback` (wake on idle).
 */
export function createVisibilityWatcher(
  win: Window,
  fallback: (el: Element, fn: (el: Element) => void) => void,
  slices?: Pick<SliceScheduler, 'push'>,
): VisibilityWatcher {
  const callbacks = new Map<Element, (el: Element) => void>();
  let resolveFirst!: () => void;
  const firstBatch = new Promise<void>((resolve) => (resolveFirst = resolve));
  const IO = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  let observer: IntersectionObserver | null = null;

  const unwatch = (el: Element) => {
    if (!callbacks.delete(el)) return;
    if (observer) observer.unobserve(el);
  };

  if (typeof IO === 'function') {
    observer = new IO((entries) => {
      const seen: Element[] = [];
      for (const entry of entries) if (entry.isIntersecting || entry.intersectionRatio > 0) seen.push(entry.target);
      let i = 0;
      // Looked up when its turn comes: one unwatched (unmounted, woken by a tap) meanwhile is skipped.
      const wakeSeen: SliceJob = (hasTime) => {
        while (i < seen.length) {
          const el = seen[i++];
          const fn = callbacks.get(el);
          if (fn) {
            unwatch(el);
            fn(el);
          }
          if (i < seen.length && !hasTime()) return false;
        }
        resolveFirst();
      };
      if (slices && seen.length) slices.push(wakeSeen);
      else wakeSeen(() => true);
    }, { rootMargin: '50px' });
  } else {
    resolveFirst();
  }

  return {
    ready() {
      if (callbacks.size === 0) resolveFirst();
      return firstBatch;
    },
    get size() {
      return callbacks.size;
    },
    watch(el, fn) {
      if (callbacks.has(el)) return;
      callbacks.set(el, fn);
      if (observer) {
        observer.observe(el);
        return;
      }
      fallback(el, (target) => {
        if (callbacks.delete(target)) fn(target);
      });
    },
    unwatch,
    disconnect() {
      callbacks.clear();
      if (observer) observer.disconnect();
      observer = null;
      resolveFirst();
    },
  };
}
