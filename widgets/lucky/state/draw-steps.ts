/**
 * The draw animation as data: which prize cell is lit at each step and for how long.
 * Pure, so "it always stops on the server's prize" is tested without timers or a DOM.
 */
import type { Prize } from './lucky-types';

/** One frame of the animation: light `index` for `ms` milliseconds. */
export interface DrawStep {
  index: number;
  ms: number;
}

/** Full turns before slowing down onto the prize. */
export const DRAW_LOOPS = 2;
/** Fastest and slowest step of the normal animation (ms); total stays near 3 s for 8 cells. */
export const DRAW_STEP_MIN_MS = 60;
export const DRAW_STEP_MAX_MS = 320;
/** Under `prefers-reduced-motion` the highlight jumps straight to the prize and rests briefly. */
export const REDUCED_STEP_MS = 150;

/**
 * Index of `prize` among the activity's prize cells: by id, then by name; -1 when the server
 * returned a prize the grid does not show (the result text still names it).
 * @example prizeIndex([{ id: 'a', name: 'A' }], { id: 'a', name: 'A' }) // 0
 */
export function prizeIndex(cells: readonly Prize[], prize: Prize): number {
  for (let i = 0; i < cells.length; i++) if (cells[i].id === prize.id) return i;
  for (let i = 0; i < cells.length; i++) if (cells[i].name === prize.name) return i;
  return -1;
}

/**
 * Steps from the lit cell `from` to `target`, going round `DRAW_LOOPS` times and slowing down
 * (ease-out). The last step is always `target`. With `reduced` motion: one step, on `target`.
 * A target of -1 (prize not on the grid) turns and ends with no cell lit.
 * @example drawSteps(0, 3, 8, true) // [{ index: 3, ms: 150 }]
 */
export function drawSteps(from: number, target: number, cells: number, reduced: boolean): DrawStep[] {
  if (reduced || cells <= 1) return [{ index: target, ms: REDUCED_STEP_MS }];
  const start = from >= 0 && from < cells ? from : 0;
  const end = target >= 0 ? target : start;
  const distance = ((end - start + cells) % cells) + DRAW_LOOPS * cells;
  const steps: DrawStep[] = [];
  for (let i = 1; i <= distance; i++) {
    const t = i / distance;
    // Ease-out: fast at first, slowing quadratically onto the prize.
    const ms = Math.round(DRAW_STEP_MIN_MS + (DRAW_STEP_MAX_MS - DRAW_STEP_MIN_MS) * t * t);
    steps.push({ index: (start + i) % cells, ms });
  }
  if (target < 0) steps.push({ index: -1, ms: DRAW_STEP_MAX_MS });
  return steps;
}

/** The index lit `k` steps after `from` while the request is in flight (a steady spin). */
export function spinIndex(from: number, k: number, cells: number): number {
  if (cells <= 0) return -1;
  return (((from < 0 ? 0 : from) + k) % cells + cells) % cells;
}
