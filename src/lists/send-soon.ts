/**
 * The lists' show logs leave in tasks of their own. What reports a list on screen (its
 * IntersectionObserver's callback, which the browser runs for every list of a report in one
 * task, or the effects of lists that answered together) only records the batch; building and
 * sending its beacon (the personal-data guard, the form, `sendBeacon`: several ms a list on a
 * phone) comes after, one recorded batch a task, in the order recorded. Nothing recorded is lost
 * or overtaken: what is still waiting goes at once when the page is hidden or left (`pagehide`,
 * `visibilitychange`), and before any click is handled (a click's log comes after the shows of
 * what was on screen).
 *
 * The batches wait in a queue of their own, not in the run's scheduler: stop() clears that one,
 * and a show already recorded is still sent. The page listeners exist only while batches wait:
 * added with the first, removed with the last sent, so a stopped runtime leaves none behind.
 */
import { postTask } from '../runtime/scheduler';

type Send = () => void;

/** Recorded, not yet sent, oldest first: one queue for every list, so the order is the page's. */
const queue: Send[] = [];
/**
 * The windows listening while batches wait, each with the removal of its listeners.
 * Support: Map Chrome 38, iOS Safari 8.
 */
const hooked = new Map<Window, () => void>();

/** Sends the oldest recorded batch; with the last, the listeners go. */
function sendOne(): void {
  const send = queue.shift();
  if (!queue.length) {
    hooked.forEach((unhook) => unhook());
    hooked.clear();
  }
  try {
    if (send) send();
  } catch (_) {
    // The send reports its own failures (track.ts); the next batches still go.
  }
}

/** Sends everything recorded, in order. @example sendAll() */
export function sendAll(): void {
  while (queue.length) sendOne();
}

/** How many batches are waiting (for tests). @example expect(waiting()).toBe(0) */
export function waiting(): number {
  return queue.length;
}

/**
 * Records `send` and runs it in a task of its own after those recorded before it.
 *
 * @example sendSoon(window, () => track(log, logger, 'show', fields));
 */
export function sendSoon(win: Window, send: Send): void {
  queue.push(send);
  if (!hooked.has(win)) {
    const doc = win.document;
    const onHidden = () => doc.visibilityState === 'hidden' && sendAll();
    win.addEventListener('pagehide', sendAll);
    doc.addEventListener('visibilitychange', onHidden);
    doc.addEventListener('click', sendAll, true);
    hooked.set(win, () => {
      win.removeEventListener('pagehide', sendAll);
      doc.removeEventListener('visibilitychange', onHidden);
      doc.removeEventListener('click', sendAll, true);
    });
  }
  // A task posted for a batch that pagehide or a click sent already sends the next one early
  // (still in order) or nothing.
  postTask(win, sendOne);
}
