import { guard, WIDGET_SELECTOR, type Runtime } from './runtime';
import { setBusy, type Island, type Islands } from './island';
import { INTERACTION_EVENTS } from './wake';

/**
 * The delegated listeners (capture, on `document`) that wake interaction islands: they find
 * the widget element with `closest`, make its island on the spot, hold a click on an island
 * that is not awake (replayed after mount, never lost) and wake it. Returns their removal.
 * @example rt.teardown.push(captureInteractions(rt, islands));
 */
export function captureInteractions(rt: Runtime, islands: Islands): () => void {
  const { doc, islands: records } = rt;
  const islandFor = (target: EventTarget | null): Island | null => {
    let el: Element | null =
      target && (target as Node).nodeType === 1 ? (target as Element) : target && (target as Node).parentElement ? (target as Node).parentElement : null;
    while (el) {
      const hit = el.closest(WIDGET_SELECTOR);
      if (!hit) return null;
      const island = records.get(hit) || (rt.run ? islands.ensure(hit) : null);
      if (island) return island;
      el = hit.parentElement;
    }
    return null;
  };

  const onInteraction = (event: Event) => {
    guard(rt, 'waking on ' + event.type, () => {
      const island = islandFor(event.target);
      if (!island) return;
      if (event.type === 'click' && (island.state === 'waiting' || island.state === 'loading')) {
        // Not awake yet: hold the click and replay it once mounted, so it is not lost.
        event.preventDefault();
        island.clicks.push(event.target!);
        setBusy(island.el, true);
      }
      if (island.state === 'waiting' && (island.wake === 'interaction' || event.type !== 'mouseover')) {
        islands.wake(island, true);
      }
    });
  };

  const removals = INTERACTION_EVENTS.map((type) => {
    const opts: AddEventListenerOptions = { capture: true, passive: type === 'touchstart' || type === 'mouseover' };
    doc.addEventListener(type, onInteraction, opts);
    return () => doc.removeEventListener(type, onInteraction, opts);
  });
  return () => removals.forEach((remove) => remove());
}
