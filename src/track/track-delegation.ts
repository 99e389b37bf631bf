/**
 * `data-track` click delegation (product-rules §14 "lazy images and tracking"). One capturing,
 * passive click listener on the root: it runs before host handlers (so a host's
 * `stopPropagation` cannot hide a click from us), it can never call `preventDefault`
 * (passive), and it only reads the DOM, so links, `target` attributes and host handlers behave
 * exactly as without it.
 */
import { coreSchema as schema } from '../schema-core';
import type { Logger } from '../types';
import { elementOf } from '../runtime/dom-events';

/** Called with the tracked element's `data-track` value. */
export type TrackHandler = (value: string, element: Element) => void;

function closestTracked(start: EventTarget | null, root: Document | Element): Element | null {
  const node = elementOf(start);
  // Support: Element.closest Chrome 41+, iOS Safari 9+ (below the floor, Chrome 58 / iOS 11).
  const el = node && node.closest(`[${schema.track}]`);
  if (!el) return null;
  if (root.nodeType === 1 && root !== el && !(root as Element).contains(el)) return null;
  return el;
}

/**
 * Listens for clicks on `[data-track]` elements under `root`.
 * Returns the stop function (removes the listener; calling it twice is harmless).
 *
 * @example const stop = delegateTrackClicks(document, (value) => log.tracked(value), console.error)
 */
export function delegateTrackClicks(root: Document | Element, handler: TrackHandler, onError: (e: unknown) => void): () => void {
  const listener = (event: Event) => {
    try {
      const el = closestTracked(event.target, root);
      if (!el) return;
      const value = el.getAttribute(schema.track);
      if (value) handler(value, el);
    } catch (e) {
      // Never let tracking break the click.
      onError(e);
    }
  };
  // Support: listener options object Chrome 51+, iOS 10+; older engines read it as `true`
  // (capture), which is what we want anyway.
  const options: AddEventListenerOptions = { capture: true, passive: true };
  root.addEventListener('click', listener, options);
  // A second removal is a no-op of the DOM's own.
  return () => root.removeEventListener('click', listener, options);
}

/** Delegations running, per root: one listener however often a root is started. */
const running = new WeakMap<Document | Element, { users: number; stop: () => void }>();

/**
 * The one `data-track` delegation (product-rules §14): a click on an element with
 * `data-track="category-action-label"` under `root` hands the value to `log.tracked`, which
 * splits it and sends `log.event(category, action, label)` (a value without a category and an
 * action sends nothing). The split is the log chunk's (src/log/track-value.ts), not the core's.
 * `log` may be the log service's stand-in: a click before the log chunk has loaded is queued,
 * not missed. One listener per root however often it is started; returns the stop (calling it
 * twice is harmless).
 * @example rt.teardown.push(trackClicks(document, services.log, logger));
 */
export function trackClicks(root: Document | Element, log: { tracked(value: string): void }, logger: Logger): () => void {
  const entry = running.get(root) || {
    users: 0,
    stop: delegateTrackClicks(
      root,
      (value) => log.tracked(value),
      (e) => logger.handleError(e, 'data-track click'),
    ),
  };
  running.set(root, entry);
  entry.users++;
  let live = true;
  return () => {
    if (live && ((live = false), !--entry.users)) {
      running.delete(root);
      entry.stop();
    }
  };
}
