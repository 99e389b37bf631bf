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
 * same way. Before the run exists (a start in its slices) a click on a widget is held, and
 * it and an Escape after it are put in `early` as their replays, to be called in order once
 * the first scan has mounted what it found: the click is then held as any click is (or, on a
 * widget awake by then, and once stopped, made again), the Escape made again. Returns their
 * removal, which calls what is still in `early`.
 * @example rt.teardown.push(captureInteractions(rt, islands, early));
 */
export function captureInteractions(rt: Runtime, islands: Islands, early: (() => void)[] = []): () => void {
  const { doc, islands: records } = rt;
  const islandFor = (target: EventTarget | null): Island | null => {
    let el = elementOf(target);
    while (el) {
      const hit = el.closest(WIDGET_SELECTOR);
      if (!hit) return null;
      const island = records.get(hit) || islands.ensure(hit);
      if (island) return island;
      el = hit.parentElement;
    }
    return null;
  };

  /** Takes an event of the started runtime; true when it held a click. */
  const take = (event: Event) => {
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
      setBusy(held, true, rt);
      mark(rt, 'held', island.def.name);
    }
    // The rest of a start's code loads at any interaction, a hover too (a hovered tag of the
    // header shows its popup when the code comes).
    if (rest || (state === 'waiting' && (island.wake === 'interaction' || event.type !== 'mouseover'))) islands.wake(island, true);
    return held;
  };

  const onInteraction = (event: Event) => {
    guard(rt, 'waking on ' + event.type, () => {
      const el = elementOf(event.target);
      if (rt.run) take(event);
      else if (event.type == 'click' ? el && el.closest(WIDGET_SELECTOR) : early.length && /^Esc/.test((event as KeyboardEvent).key)) {
        event.preventDefault();
        // Made again as a new event of its kind with its own fields (its key, its bubbling).
        early.push(() => rt.run && take(event) || event.target!.dispatchEvent(new (event.constructor as typeof Event)(event.type, event)));
      }
    });
  };

  const removals = INTERACTION_EVENTS.map((type) => {
    const opts: AddEventListenerOptions = { capture: true, passive: type === 'touchstart' || type === 'mouseover' };
    doc.addEventListener(type, onInteraction, opts);
    return () => doc.removeEventListener(type, onInteraction, opts);
  });
  return () => {
    removals.forEach((remove) => remove());
    early.splice(0).forEach((replay) => replay());
  };
}
