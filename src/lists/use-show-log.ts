/**
 * Logs a `show` event for list items once they are on screen: the first page when the list
 * is first seen, each later page as it arrives (the user asked for it, so it is seen). The
 * moment records the batch; its log is sent in a task of its own (./send-soon.ts).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { whenSeen } from './viewport';
import { sendSoon } from './send-soon';

/**
 * Calls `send(newItems, firstIndex)` for items not yet reported, only after `ref` has been
 * in the viewport once: in a task of its own after the batches recorded before it.
 * @example useShowLog(rootRef, state.items, (items, from) => track(log, logger, 'show', …))
 */
export function useShowLog<T>(ref: RefObject<Element | null>, items: T[], send: (items: T[], from: number) => void): void {
  const sentRef = useRef(0);
  const seenRef = useRef(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const sendRef = useRef(send);
  sendRef.current = send;

  const flush = () => {
    const all = itemsRef.current;
    if (!seenRef.current || all.length <= sentRef.current) return;
    const from = sentRef.current;
    sentRef.current = all.length;
    const send = sendRef.current;
    const items = all.slice(from);
    const el = ref.current;
    const win = el && el.ownerDocument.defaultView;
    // Without a window (the list's document gone), at once: nothing recorded is lost.
    if (win) sendSoon(win, () => send(items, from));
    else send(items, from);
  };

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    return whenSeen(el, () => {
      seenRef.current = true;
      flush();
    }, { ratio: 0 });
    // The element is stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(flush, [items]);
}
