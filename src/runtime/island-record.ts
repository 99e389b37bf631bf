import type { Unmount, Wake, WidgetDefinition } from '../types';

export type IslandState = 'waiting' | 'loading' | 'mounted' | 'failed';

/** One widget element the runtime has a record of. */
export interface Island {
  el: HTMLElement;
  def: WidgetDefinition;
  wake: Wake;
  state: IslandState;
  /** What its mount returned; none before it is mounted. */
  unmount?: Unmount | null;
  /** Removals of what the widget added through `context.listen`, run when it unmounts or fails. */
  offs: (() => void)[];
  /** Clicks that arrived before the island was awake, replayed after mount. */
  clicks: EventTarget[];
  /** The elements those clicks marked busy (the island's, or a start's `holds` control). */
  busy: Element[];
  /**
   * Mounted with its start only (`WidgetModule.holds`): 1 while the rest of its code is
   * awaited, 2 once someone waits for it (a failure then fails the island); 0 or absent after.
   */
  rest?: number;
  /** Cancels the pending wake-up condition (idle, first scroll). */
  cancelIdle?: (() => void) | null;
  settled: Promise<void>;
  settle: () => void;
  /**
   * True from mount until the microtask after it, while the page's observer is told of what
   * the widget wrote while mounting: that is not a change to follow (follow-attributes.ts).
   */
  fresh?: boolean;
}
