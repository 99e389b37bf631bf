import { coreSchema } from '../schema-core';
import type { Runtime } from './runtime';
import type { Island, Islands } from './island';

/** The runtime's own names, read once at wake-up or written by it: a change of one is not followed. */
const OWN: string[] = [];
for (const key in coreSchema) OWN.push(coreSchema[key as keyof typeof coreSchema]);
OWN.splice(OWN.indexOf(coreSchema.ctoken), 1);

/**
 * Whether a woken widget follows a change of this attribute (product-rules §14, markup is the
 * interface after mount): any `data-*` name (the widgets' names are those of `schema`, src/attribute-names/widget-attributes.ts)
 * and a link's `href`. Not what the runtime or widgets write themselves (`data-ppw-state`,
 * `aria-*`, `class`, `style`), nor the runtime's own names (`data-widget`, `data-hydrate`,
 * `data-track`, …): a remount never triggers another one.
 *
 * Decided here rather than by an `attributeFilter` of `schema`'s names: those live in
 * the widgets' shared chunk, which pp-widgets.js must not need at start.
 * @example isFollowed('data-app-id') // true; isFollowed('data-ppw-state') // false
 */
export function isFollowed(name: string): boolean {
  return name === 'href' || (name.indexOf('data-') === 0 && OWN.indexOf(name) < 0);
}

/** Takes attribute records and remounts the mounted islands they concern, once per slice. */
export interface AttributeFollower {
  /** An attribute record of the page's MutationObserver. */
  record(record: MutationRecord): void;
}

/**
 * Widgets that never woke cost nothing here: an island without a record, or not mounted yet,
 * reads its attributes when it wakes anyway. A mounted island whose followed attribute changed
 * is unmounted and mounted again in the next slice; several changes (a page setting `data-id`
 * then `href`) make one remount.
 * @example const follower = followAttributes(rt, islands); observer callback: follower.record(r)
 */
export function followAttributes(rt: Runtime, islands: Islands): AttributeFollower {
  const pending: Island[] = [];
  const run = () => {
    for (const island of pending.splice(0)) {
      // Removed or unmounted meanwhile: nothing to follow.
      if (rt.islands.get(island.el) === island) islands.remount(island);
    }
  };
  return {
    record(record) {
      const el = record.target as Element;
      if (!isFollowed(record.attributeName!)) return;
      const island = rt.islands.get(el);
      // What the widget wrote while mounting (`fresh`) is no change of the page: no loop.
      if (!island || island.state !== 'mounted' || island.fresh || pending.indexOf(island) >= 0) return;
      // Written again with the value it had: nothing changed.
      if (record.oldValue === el.getAttribute(record.attributeName!)) return;
      pending.push(island);
      // In the next slice, so that a page setting `data-id` then `href` causes one remount.
      if (pending.length === 1 && rt.run) rt.run.scheduler.push(run);
    },
  };
}
