/**
 * The app's queue of answers and events (docs/bridge.md §3 "Delivering answers and
 * events"). In the bridge chunk: loaded only where an app can be delivering.
 */
/** The app's own array of messages (docs/bridge.md "Delivering answers and events"). */
const QUEUE_GLOBAL = 'PPWidgetsQueue';

/**
 * Delivers what the app's array `window.PPWidgetsQueue` holds and keeps reading it while
 * started, however the app delivers: its `push` delivers at once, and an array the app creates
 * or assigns later (`(window.PPWidgetsQueue = window.PPWidgetsQueue || []).push(json)` after
 * start) is seen and read the same way: through an accessor when the app's property is
 * already there and configurable, otherwise (no queue yet: the library adds no global but
 * `PPWidgets`; or a `var` the app declared, not configurable) by looking again every 250 ms. An answer delivered twice
 * (queue and `receive`) is taken once: the bridge service matches answers by id.
 * Returns the stop: the accessor becomes the app's plain property again, `push` queues again.
 * @example const stop = readAppQueue(window, (m) => PPWidgets.bridge.receive(m));
 */
export function readAppQueue(win: Window, deliver: (message: unknown) => void): () => void {
  const w = win as unknown as Record<string, unknown>;
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
  const read = () => {
    try {
      return w[QUEUE_GLOBAL];
    } catch (_) {
      return undefined;
    }
  };
  let value = read();
  adopt(value);
  const get = () => value;
  let trapped = false;
  try {
    const d = Object.getOwnPropertyDescriptor(win, QUEUE_GLOBAL);
    if (d && d.configurable && 'value' in d) {
      Object.defineProperty(win, QUEUE_GLOBAL, {
        configurable: true,
        enumerable: d.enumerable,
        get,
        set(v) {
          value = v;
          adopt(v);
        },
      });
      trapped = true;
    }
  } catch (_) {
    // Support: a window whose properties cannot be defined: the re-read below.
  }
  // Its own timer, not the late-bridge watcher's (src/env/when-bridge.ts): that one ends when
  // the bridge comes, which is when this reader starts in an in-app browser, and after at most
  // 10 s; this one looks for another global, for as long as the page is started.
  const timer = trapped ? 0 : win.setInterval(() => adopt(read()), 250);
  return () => {
    if (timer) win.clearInterval(timer);
    release();
    try {
      const d = trapped && Object.getOwnPropertyDescriptor(win, QUEUE_GLOBAL);
      if (d && d.get === get) {
        delete w[QUEUE_GLOBAL];
        if (value !== undefined) w[QUEUE_GLOBAL] = value;
      }
    } catch (_) {
      // A frozen window keeps the accessor, which still holds the app's array.
    }
  };
}
