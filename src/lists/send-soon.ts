/**
 * The lists' show logs leave in tasks of their own. What reports a list on screen (its
 * IntersectionObserver's callback, which the browser runs for every list of a report in one
 * task, or the effects of lists that answered together) only records the batch; building and
 * sending its beacon (the personal-data guard, the form, `sendBeacon`: several ms a list on a
 * phone) comes after, one recorded batch a task, in the order recorded. Nothing recorded is lost
 * or overtaken: what is still waiting goes at once when the page is hidden or left (`pagehide`,
 * `visibilitychange`), and before any click is handled (a click's log comes after the shows of
 * what was on screen).
 */

type Send = () => void;

/** Recorded, not yet sent, oldest first: one queue for every list, so the order is the page's. */
const queue: Send[] = [];
// Support: WeakSet Chrome 36, iOS Safari 9 (the tips banner uses one too).
const hooked = new WeakSet<Window>();

/** Sends the oldest recorded batch. */
function sendOne(): void {
  const send = queue.shift();
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
 * Records `send` and runs it in a task of its own after those recorded before it: with
 * `scheduler.postTask` where the browser has it, else a timeout.
 *
 * @example sendSoon(window, () => track(log, logger, 'show', fields));
 */
export function sendSoon(win: Window, send: Send): void {
  queue.push(send);
  if (!hooked.has(win)) {
    hooked.add(win);
    const doc = win.document;
    win.addEventListener('pagehide', sendAll);
    doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && sendAll());
    doc.addEventListener('click', sendAll, true);
  }
  const tasks = (win as Window & { scheduler?: { postTask?(fn: () => void): Promise<unknown> } }).scheduler;
  // Support: scheduler.postTask Chrome 94 (a task of the page's priority, unclamped); else a timeout.
  if (tasks && tasks.postTask) tasks.postTask(sendOne);
  else win.setTimeout(sendOne);
}
