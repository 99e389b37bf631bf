// Small pure helpers for the figures: medians, ratios and how numbers are printed.

/**
 * Median of the finite numbers in a list; null when there are none.
 * @param {Array<number|null|undefined>} values
 * @returns {number|null}
 * @example median([3, 1, 2]) // 2
 */
export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/**
 * How many times `other` is bigger than `ours` (the baseline's cost over ours); null when
 * either is missing or ours is not positive.
 * @example ratio(10, 500) // 50
 */
export function ratio(ours, other) {
  if (typeof ours !== 'number' || typeof other !== 'number' || !(ours > 0)) return null;
  return other / ours;
}

/**
 * A number for a table: thin-space-free grouping, fixed decimals, "n/a" when missing.
 * @param {number|null|undefined} value
 * @param {number} [decimals]
 * @example fmt(1440003) // '1 440 003'
 */
export function fmt(value, decimals = 0) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  const fixed = value.toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return frac ? `${grouped}.${frac}` : grouped;
}

/** "50.3x" (or "n/a"); below 10 one decimal, above it none. */
export function fmtRatio(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  return `${value >= 10 ? fmt(value, 0) : value.toFixed(1)}x`;
}

/** Bytes as KB with one decimal (1 KB = 1 000 bytes, as size-limit prints). */
export function fmtKB(bytes) {
  return typeof bytes === 'number' ? `${(bytes / 1000).toFixed(1)} KB` : 'n/a';
}

/** Bytes as MB with one decimal (1 MB = 1 000 000 bytes). */
export function fmtMB(bytes) {
  return typeof bytes === 'number' ? `${(bytes / 1e6).toFixed(1)} MB` : 'n/a';
}

/**
 * Total time spent in long tasks after `from` (a task that began earlier counts only its part
 * after `from`), so "our" long-task total leaves out the parsing of the page before our script.
 * @param {Array<[number, number]>} tasks [startTime, duration] pairs
 * @param {number} from performance.now() time
 * @example longTaskTotalAfter([[0, 80], [200, 60]], 50) // 30 + 60 = 90
 */
export function longTaskTotalAfter(tasks, from) {
  let total = 0;
  for (const [start, duration] of tasks) {
    const end = start + duration;
    if (end > from) total += end - Math.max(start, from);
  }
  return total;
}

/**
 * Time the scripts under test ran inside long animation frames (>= 50 ms), from the Long
 * Animation Frames API's script attribution: the script entries (each >= 5 ms) that started at
 * or after `from` (everything that runs after the mark belongs to the approach under test). A
 * long frame that is long because of the page's own parsing or layout counts only the
 * approach's scripts in it, not the browser's work around them.
 * @param {[number, number, [number, number][]][]} frames [start, duration, [[scriptStart, scriptDuration], …]]
 * @param {number} from
 * @example scriptTimeInLongFrames([[0, 700, [[40, 7]]], [900, 60, [[905, 6]]]], 30) // 7 + 6 = 13
 */
export function scriptTimeInLongFrames(frames, from) {
  let total = 0;
  for (const [, , scripts] of frames) {
    for (const [start, duration] of scripts) if (start >= from) total += duration;
  }
  return total;
}

/**
 * The time between the end of pp-widgets.js and the page's inline `PPWidgets.start()` call,
 * which the bench's page puts there to time `start()` alone: with autostart (and `defer`, as
 * documented) `start()` runs at the end of the script's own run, so whatever the browser does in
 * between (the parser may yield: a layout of the whole page, seconds under 4x throttling) is the
 * harness's. Without the end probe: the rendering of the long frames between the script's start
 * and the call.
 * @param {Record<string, number>} marks exec, exec-end, start-call (performance.now())
 * @param {[number, number, unknown, number][]} frames long animation frames
 * @param {boolean} [noFrames] the browser has no Long Animation Frames API
 * @example harnessGap({ exec: 10, 'exec-end': 12, 'start-call': 300 }, []) // 288
 */
export function harnessGap(marks, frames, noFrames = false) {
  const end = marks['exec-end'];
  const call = marks['start-call'];
  if (typeof call !== 'number') return 0;
  if (typeof end === 'number') return Math.max(0, call - end);
  if (typeof marks.exec === 'number' && !noFrames) return renderingBetween(frames, marks.exec, call);
  return 0;
}

/**
 * Rendering time (style, layout, paint) of the long frames that rendered entirely between
 * `from` and `to`.
 * @param {[number, number, unknown, number][]} frames [start, duration, scripts, renderStart]
 * @example renderingBetween([[100, 120, [], 110]], 100, 300) // 110
 */
export function renderingBetween(frames, from, to) {
  let total = 0;
  for (const [start, duration, , renderStart] of frames) {
    const end = start + duration;
    if (renderStart > 0 && renderStart >= from && end <= to) total += end - renderStart;
  }
  return total;
}
