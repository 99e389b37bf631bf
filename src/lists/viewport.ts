/**
 * "Call me once when this element is actually on screen": the show logs of lists and the show
 * beacon of ads (product-rules §7 tracking `show`). Returns the stop, which is safe to call twice.
 */

export interface SeenOptions {
  /**
   * Share of the element that must be inside the viewport.
   * @default 0.5
   */
  ratio?: number;
  /** For tests and frames. @default the element's window (`el.ownerDocument.defaultView`) */
  win?: Window;
}

function inView(el: Element, win: Window, ratio: number): boolean {
  const r = el.getBoundingClientRect();
  const vh = win.innerHeight || (win.document.documentElement && win.document.documentElement.clientHeight) || 0;
  const vw = win.innerWidth || (win.document.documentElement && win.document.documentElement.clientWidth) || 0;
  if (r.width <= 0 || r.height <= 0 || vh <= 0 || vw <= 0) return false;
  const visibleH = Math.min(r.bottom, vh) - Math.max(r.top, 0);
  const visibleW = Math.min(r.right, vw) - Math.max(r.left, 0);
  if (visibleH <= 0 || visibleW <= 0) return false;
  return (visibleH * visibleW) / (r.width * r.height) >= ratio - 1e-6;
}

/**
 * Calls `onSeen` once, the first time at least `ratio` of `el` is in the viewport.
 *
 * @example
 * const stop = whenSeen(adElement, () => log.track('show', fields));
 * // later, on unmount:
 * stop();
 */
export function whenSeen(el: Element, onSeen: () => void, options: SeenOptions = {}): () => void {
  const win = options.win || el.ownerDocument.defaultView;
  const ratio = options.ratio === undefined ? 0.5 : options.ratio;
  let done = false;
  let stop = () => undefined as void;
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    onSeen();
  };
  if (!win) return () => undefined;

  // Support: IntersectionObserver Chrome 51+, iOS Safari 12.2+; iOS 11 takes the scroll path below.
  const IO = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (typeof IO === 'function') {
    const observer = new IO(
      (entries) => {
        for (const entry of entries) {
          // An edge-touching hit reports ratio 0 with isIntersecting true: not yet seen.
          if (entry.intersectionRatio > 0 && entry.intersectionRatio >= ratio - 1e-6) fire();
        }
      },
      // A second, small threshold so a ratio of 0 still gets a callback once really inside.
      { threshold: ratio > 0 ? [ratio] : [0, 0.01] },
    );
    observer.observe(el);
    stop = () => observer.disconnect();
    return () => {
      done = true;
      stop();
    };
  }

  let frame = 0;
  const raf = typeof win.requestAnimationFrame === 'function';
  let pending = false;
  const check = () => {
    pending = false;
    frame = 0;
    if (inView(el, win, ratio)) fire();
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    // Support: requestAnimationFrame is everywhere we run; setTimeout keeps odd webviews honest.
    frame = raf ? win.requestAnimationFrame(check) : win.setTimeout(check, 16);
  };
  const opts: AddEventListenerOptions | boolean = false;
  win.addEventListener('scroll', schedule, opts);
  win.addEventListener('resize', schedule, opts);
  stop = () => {
    win.removeEventListener('scroll', schedule, opts);
    win.removeEventListener('resize', schedule, opts);
    if (pending) {
      if (raf) win.cancelAnimationFrame(frame);
      else win.clearTimeout(frame);
      pending = false;
    }
  };
  schedule();
  return () => {
    done = true;
    stop();
  };
}
