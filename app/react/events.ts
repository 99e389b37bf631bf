/**
 * Typed `pp:*` events for React (product-rules §11): `usePPEvent` listens on an element of a ref, or on
 * `document` (where `pp:ready`, `pp:error` and `pp:restore` are dispatched, and where every
 * widget's events bubble to).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { PPEventMap, PPEventName } from '../event-types';

/**
 * Calls `handler` with each `name` event on `target` (default `document`); the latest handler
 * is used without listening again.
 * @example
 * usePPEvent('pp:download', (e) => console.log(e.detail.appId, e.detail.action));
 */
export function usePPEvent<K extends PPEventName>(
  name: K,
  handler: (event: PPEventMap[K]) => void,
  target?: RefObject<Element | null>,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const node: EventTarget | null = target ? target.current : document;
    if (!node) return;
    const listener = (event: Event) => latest.current(event as PPEventMap[K]);
    node.addEventListener(name, listener);
    return () => node.removeEventListener(name, listener);
  }, [name, target]);
}
