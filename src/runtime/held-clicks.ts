import type { Island } from './island-record';
import { guard, mark, setTimer, type Runtime } from './runtime';
import { warnOf } from './warn';

/** The class of an element whose click waits for its widget's code. */
const BUSY_CLASS = 'ppw-busy';

/**
 * Writes one of the runtime's own marks on an element (an island's state attribute, the busy
 * mark). A host page may have replaced `setAttribute` or `classList.add` with one that throws:
 * then the mark is lost, not the widget, its mount or a held click, and one warning says why
 * (none without `rt`: the take-down of a mark, the tips banner's own).
 * @example marking(rt, () => el.setAttribute(schema.state, 'loading'));
 */
export function marking(rt: Runtime | undefined, fn: () => void): void {
  try {
    fn();
  } catch (error) {
    if (rt) warnOf(rt.logger, rt, 'pageDom', [], error);
  }
}

/**
 * Feedback on tap: a click held while the widget's code is coming shows at once that it was
 * heard (`ppw-busy`, `aria-busy`; src/styles/base.css) on the island's element, or on the
 * control of a start's `holds` it was on, until it is replayed.
 */
export function setBusy(el: Element, on: boolean, rt?: Runtime): void {
  marking(rt, () => {
    el.classList[on ? 'add' : 'remove'](BUSY_CLASS);
    if (on) el.setAttribute('aria-busy', 'true');
    else el.removeAttribute('aria-busy');
  });
}

/** Takes the busy mark off every element of the island that has it. */
export function clearBusy(island: Island): void {
  island.busy.splice(0).forEach((el) => setBusy(el, false));
}

/**
 * Replays an island's held clicks once the widget can take them (interaction.ts holds them).
 * Handlers a component attaches in an effect are not there when `mount` returns (React renders
 * asynchronously, Preact runs effects after paint), so the replay waits for the next frame and
 * then a task; `atOnce` for the rest of a start's code, whose handlers are there when its mount
 * returns: then a key or click that comes after the held one is not taken before it. A
 * listener's throw during the replay is `fail`ed as the widget's, never the page's.
 * @example replayClicks(rt, island, (error) => fail(island, error));
 */
export function replayClicks(rt: Runtime, island: Island, fail: (error: unknown) => void, atOnce?: boolean): void {
  if (!island.clicks.length) return;
  const { win } = rt;
  const replay = () => {
    clearBusy(island);
    const targets = island.clicks.splice(0);
    for (const target of targets) {
      if (!(target as Node).isConnected) continue;
      // A listener's throw is not thrown by dispatchEvent but reported to the window: take
      // it as this widget's failure instead of letting it reach the page as uncaught.
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        fail(event.error || event.message);
      };
      win.addEventListener('error', onError);
      guard(rt, 'click replay', () => {
        target.dispatchEvent(new (win as typeof window).MouseEvent('click', { bubbles: true, cancelable: true }));
      });
      win.removeEventListener('error', onError);
    }
    mark(rt, 'answer', island.def.name);
  };
  if (atOnce) return replay();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimer(rt, replay, 0);
  };
  // Support: requestAnimationFrame everywhere we target, but it does not run in background
  // tabs, so a timeout backs it up.
  if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(once);
  setTimer(rt, once, 50);
}
