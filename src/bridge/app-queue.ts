/**
 * The app's queue of answers and events (docs/bridge.md §3 "Delivering answers and
 * events"). In the bridge chunk: loaded only where an app can be delivering.
 */
import { watchGlobal } from '../late-bridge/index';

/** The app's own array of messages (docs/bridge.md "Delivering answers and events"). */
const QUEUE_GLOBAL = 'PPWidgetsQueue';

/**
 * Delivers what the app's array `window.PPWidgetsQueue` holds and keeps reading it while
 * started, however the app delivers: its `push` delivers at once, and an array the app creates
 * or assigns later (`(window.PPWidgetsQueue = window.PPWidgetsQueue || []).push(json)` after
 * start) is seen and read the same way. The one global watcher (src/late-bridge/when-bridge.ts, kept
 * watching for the page's life) sees it: through an accessor when the app's property is
 * already there and configurable, otherwise (no queue yet: the library adds no global but
 * `PPWidgets`; or a `var` the app declared, not configurable) by looking again every 250 ms.
 * An answer delivered twice (queue and `receive`) is taken once: the bridge service matches
 * answers by id.
 * Returns the stop: the accessor becomes the app's plain property again, `push` queues again.
 * @example const stop = readAppQueue(window, (m) => PPWidgets.bridge.receive(m));
 */
export function readAppQueue(win: Window, deliver: (message: unknown) => void): () => void {
  let current: unknown[] | null = null;
  const release = () => {
    if (current) delete (current as { push?: unknown }).push;
    current = null;
  };
  const adopt = (queue: unknown) => {
    if (queue === current || !Array.isArray(queue)) return;
    release();
    current = queue;
    queue.splice(0).forEach(deliver);
    queue.push = (...messages: unknown[]) => {
      messages.forEach(deliver);
      return queue.length;
    };
  };
  try {
    adopt((win as unknown as Record<string, unknown>)[QUEUE_GLOBAL]);
  } catch (_) {
    // A hostile getter: no queue yet; the watcher looks again.
  }
  const unwatch = watchGlobal(win, adopt, Infinity, QUEUE_GLOBAL, true);
  return () => {
    unwatch();
    release();
  };
}
