import { guard, mark, WIDGET_SELECTOR, type Runtime } from './runtime';
import type { Island, Islands } from './island';
import { setBusy } from './held-clicks';
import { INTERACTION_EVENTS } from './wake';
import { elementOf } from './dom-events';

/**
 * The delegated listeners (capture, on `document`) that wake interaction islands: they find
 * the widget element with `closest`, make its island on the spot, hold a click on an island
 * that is not awake (replayed after mount, never lost) and wake it. An island mounted with its
 * start only gets the rest of its code at any of them, and a click on its `holds` held the
 * same way. Returns their removal.
 * @example rt.teardown.push(captureInteractions(rt, islands));
 */
export function captureInteractions(rt: Runtime, islands: Islands): () => void {
  const { doc, islands: records } = rt;
  const islandFor = (target: EventTarget | null): Island | null => {
    let el = elementOf(target);
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
      const { state, rest } = island;
      // Not awake yet, or awake with its start only (a click on one of the start's `holds`
      // controls): hold the click and replay it once the code is there, so it is not lost.
      const held = event.type !== 'click' ? null : rest ? (event.target as Element).closest(island.def.module!.holds!) : (state === 'waiting' || state === 'loading') && island.el;
      if (held) {
        event.preventDefault();
        island.clicks.push(event.target!);
        island.busy.push(held);
        setBusy(held, true);
        mark(rt, 'held', island.def.name);
      }
      // The rest of a start's code loads at any interaction, a hover too (a hovered tag of the
      // header shows its popup when the code comes).
      if (rest || (state === 'waiting' && (island.wake === 'interaction' || event.type !== 'mouseover'))) islands.wake(island, true);
    });
  };

  const removals = INTERACTION_EVENTS.map((type) => {
    const opts: AddEventListenerOptions = { capture: true, passive: type === 'touchstart' || type === 'mouseover' };
    doc.addEventListener(type, onInteraction, opts);
    return () => doc.removeEventListener(type, onInteraction, opts);
  });
  return () => removals.forEach((remove) => remove());
}
