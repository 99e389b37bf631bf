/**
 * Per widget, the delay from the first click on it to its answer (docs/rum.md "ia"): the end of
 * the click's handlers for a widget already awake, or, for a click the runtime held while the
 * widget's code loaded, the moment it was replayed. The runtime marks both ends of a held click
 * (`ppw:held:<widget>`, `ppw:answer:<widget>`, src/runtime/runtime.ts `mark`) in the browser's
 * performance buffer, so a click held before this chunk arrived is read back from the buffer.
 */
import type { IslandList } from './widget-of';
import { widgetOf } from './widget-of';

interface First {
  /** The click's time (performance.now() scale). */
  start: number;
  /** The delay, once known; undefined while a held click waits for its replay. */
  delay?: number;
}

export interface InteractionWatch {
  /** Widget → delay in ms (whole), for the first click that has been answered; pending ones left out. */
  delays(): Record<string, number>;
  /** Widgets whose first click had not been answered yet. */
  pending(): string[];
  stop(): void;
}

type Perf = Pick<Performance, 'now' | 'getEntriesByType'>;

/** Marks of `what` for `widget`, oldest first. */
function marks(perf: Perf, what: string, widget: string): number[] {
  try {
    const name = `ppw:${what}:${widget}`;
    return perf
      .getEntriesByType('mark')
      .filter((m) => m.name === name)
      .map((m) => m.startTime);
  } catch (_) {
    return [];
  }
}

/**
 * An event's time on the performance.now() scale. Support: iOS Safari < 14.1 gives
 * `timeStamp` in ms since the epoch; those are taken back to the page's time origin.
 */
export function eventTime(perf: Perf, timeStamp: number): number {
  const now = perf.now();
  return timeStamp > now + 1e9 ? timeStamp - (Date.now() - now) : timeStamp;
}

/**
 * Starts watching clicks (capturing, passive, on the window: before the runtime's own listener
 * on `document` holds one). Widgets clicked before it started are read from the held marks.
 * @example const ia = watchInteractions(win, () => app.inspect()); ia.delays() // { download: 412 }
 */
export function watchInteractions(win: Window, islands: IslandList): InteractionWatch {
  const perf = win.performance as Perf;
  const firsts: Record<string, First> = {};
  const onClick = (event: Event) => {
    if (!event.isTrusted) return; // the runtime's replay of a held click
    const widget = widgetOf(event.target as Node, islands);
    if (widget === 'page' || firsts[widget]) return;
    const first: First = (firsts[widget] = { start: eventTime(perf, event.timeStamp) });
    // After every handler of this click has run: held (a mark since it began) or answered.
    win.setTimeout(() => {
      if (!marks(perf, 'held', widget).some((t) => t >= first.start - 1)) first.delay = perf.now() - first.start;
    }, 0);
  };
  const options = { capture: true, passive: true };
  win.addEventListener('click', onClick, options);

  const held = (): string[] => {
    try {
      return perf
        .getEntriesByType('mark')
        .map((m) => /^ppw:held:(.+)$/.exec(m.name))
        .filter((m): m is RegExpExecArray => !!m)
        .map((m) => m[1]);
    } catch (_) {
      return [];
    }
  };
  /** The first click's delay, or undefined while it waits. */
  const delayOf = (widget: string): number | undefined => {
    let first = firsts[widget];
    if (!first) {
      // Held before this chunk came: the first held mark is when the click was taken.
      const heldAt = marks(perf, 'held', widget)[0];
      if (heldAt === undefined) return undefined;
      first = firsts[widget] = { start: heldAt };
    }
    if (first.delay === undefined) {
      const answer = marks(perf, 'answer', widget).filter((t) => t >= first.start)[0];
      if (answer !== undefined) first.delay = answer - first.start;
    }
    return first.delay;
  };
  const widgets = () => {
    const names = Object.keys(firsts);
    for (const name of held()) if (names.indexOf(name) < 0) names.push(name);
    return names;
  };
  return {
    delays() {
      const out: Record<string, number> = {};
      for (const widget of widgets()) {
        const delay = delayOf(widget);
        if (delay !== undefined) out[widget] = Math.max(0, Math.round(delay));
      }
      return out;
    },
    pending: () => widgets().filter((w) => delayOf(w) === undefined),
    stop: () => win.removeEventListener('click', onClick, options),
  };
}
