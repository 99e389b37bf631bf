import { BRIDGE_GLOBAL } from '../env/webview';
import { LATE_BRIDGE_POLL_MS, whenBridge } from './when-bridge';

// The chunk's exports: the follower's, and the one watcher the bridge chunk imports.
export { watchGlobal } from './when-bridge';

/**
 * Calls `arrive` once, when `window.PPNativeBridge` is there: at once if the app assigned it
 * while this chunk was on its way, otherwise through a subscription to the one watcher
 * (`whenBridge`: a setter trap and a short poll) until `LATE_BRIDGE_POLL_MS` after `since`
 * (the start's `Date.now()`; by default now). Returns the stop, which also removes the trap
 * once nothing else waits (only while it is still ours: a bridge the app defined with
 * `Object.defineProperty` or a getter stays exactly as the app made it).
 * @example const stop = watchForBridge(window, () => host.redetect(), startedAt);
 */
export function watchForBridge(win: Window, arrive: () => void, since = Date.now()): () => void {
  let there: unknown;
  try {
    there = (win as unknown as Record<string, unknown>)[BRIDGE_GLOBAL];
  } catch (_) {
    // An app getter that throws: nothing there yet, the watcher looks again.
  }
  if (there) {
    arrive();
    return () => {};
  }
  return whenBridge(win, arrive, since + LATE_BRIDGE_POLL_MS - Date.now());
}
