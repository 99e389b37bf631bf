// Renders part (e), what the visitor feels, as markdown (pure).
import { fmt, median } from './stats.js';
import { spliceMarked } from './report-tap.js';

export const FEEL_START = '<!-- bench:feel -->';
export const FEEL_END = '<!-- /bench:feel -->';

const ms = (v) => (typeof v === 'number' ? `${fmt(v, 0)} ms` : 'n/a');
const score = (v) => (typeof v === 'number' ? v.toFixed(3) : 'n/a');
const cellText = (s) => String(s).replace(/\|/g, '\\|');

/** The LCP cell: time and element. */
export const lcpText = (r) => (!r || r.note ? 'n/a' : r.lcp ? `${ms(r.lcp.time)} \`${cellText(r.lcp.label)}\`` : 'none');

/** Our layout shift, the page total beside it, and the largest shifts of ours with their sources. */
export function shiftText(r) {
  if (!r || r.note) return `n/a${r && r.note ? ` (${cellText(r.note)})` : ''}`;
  return `**${score(r.clsOurs)}** / ${score(r.cls)}`;
}

export function sourcesText(r) {
  if (!r || r.note || !r.shifts || !r.shifts.length) return '';
  return r.shifts
    .slice()
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((e) => `${e.value.toFixed(3)} at ${fmt(e.startTime, 0)} ms: ${e.sources.slice(0, 3).map((s) => `\`${cellText(s)}\``).join(', ')}${e.cause ? ` (moved by \`${cellText(e.cause)}\`)` : ''}`)
    .join('; ');
}

/** The median of a cell's figures (ms), or null for fewer than two (one load: no median). */
const medianOf = (all) => (all && all.length > 1 ? median(all) : null);
/** The median of our longest task over a cell's loads (`--feel-loads`), or null with one load. */
export const longestMedian = (r) => (r && !r.note ? medianOf(r.longestLoads) : null);
// 0: no script of ours in a long animation frame in that load.
const figure = (v) => (v > 0 ? ms(v) : 'none');
/**
 * `first`, and with several loads their median and range after it; with `where` (each load's
 * invoker and file), where each later load's task of 50 ms or more ran (the first load's is
 * `first`).
 */
const loadsText = (first, all, where) => {
  const median = medianOf(all);
  if (median === null) return first;
  const later = all.map((v, i) => (i > 0 && v >= 50 && where && where[i] ? `${ms(v)} (${cellText(where[i])})` : '')).filter(Boolean);
  return `${first}; ${all.length} loads: median **${figure(median)}** (${figure(Math.min(...all))} – ${figure(Math.max(...all))})${later.length ? `; 50 ms or more in a later load: ${later.join(', ')}` : ''}`;
};
/** The first load's longest task of ours; with several loads, their median and range after it. */
export const longestText = (r) =>
  loadsText(
    !r || r.note ? 'n/a' : r.longest === undefined ? 'n/a (no Long Animation Frames API)' : r.longest === null ? '< 50 ms frame' : `${ms(r.longest.duration)} (${cellText(r.longest.invoker || r.longest.file)})`,
    r && !r.note ? r.longestLoads : null,
    r && !r.note ? r.longestWhere : null,
  );
export const tapText = (r) => (!r || r.note ? 'n/a' : r.tap ? `${ms(r.tap.delay)} / ${ms(r.tap.duration)}` : '–');

/**
 * Every cell of our longest task: each page and gallery frame on each device, and the 10 000-button
 * page while loading and while scrolling; with its first load's longest task (`first`: null for
 * none or no figures) and every load's duration with several loads (`all`, `--feel-loads`).
 */
const taskCells = (feel) => [
  ...[...(feel.pages || []), ...(feel.gallery || [])].map((r) => {
    const o = r.ours && !r.ours.note ? r.ours : null;
    return { where: `${r.page} ${r.device}`, first: o && o.longest, all: o && o.longestLoads };
  }),
  ...(feel.long || []).flatMap((r) => ['load', 'scroll'].map((k) => ({ where: `${r.label}, ${k}`, first: r.note ? null : r[k], all: r.note ? null : r[k + 'Loads'] }))),
];

/** The goals of issue 38 that this part measures, as checks. */
export function feelChecks(feel) {
  const ours = [...(feel.pages || []).map((r) => r.ours), ...(feel.gallery || []).map((r) => r.ours)].filter((r) => r && !r.note);
  // Every load counts for the shift (`--feel-loads`): a shift of ours in any of them is one.
  const shiftOf = (o) => Math.max(o.clsOurs, ...(o.clsOursLoads || []));
  const shifted = [...(feel.pages || []), ...(feel.gallery || [])].filter((r) => r.ours && !r.ours.note && shiftOf(r.ours) > 0);
  // A cell loaded several times counts by the median of its loads, else by its one load.
  const longTasks = taskCells(feel)
    .map((c) => {
      const median = medianOf(c.all);
      return median === null ? { where: c.where, l: c.first } : { where: `${c.where} (median)`, l: { duration: median } };
    })
    .filter((x) => x.l && x.l.duration >= 50);
  return [
    {
      what: 'layout shift of our nodes 0 on every page and gallery frame, phone and desktop',
      shown: ours.length ? (shifted.length ? `${shifted.length} of ${ours.length} above 0: ${shifted.map((r) => `${r.page} ${r.device} ${score(shiftOf(r.ours))}`).join(', ')}` : `all ${ours.length} at 0`) : 'n/a',
      ok: ours.length ? shifted.length === 0 : null,
    },
    {
      what: 'no task of ours reaches 50 ms at 4x CPU',
      shown: ours.length ? (longTasks.length ? longTasks.map((x) => `${x.where} ${ms(x.l.duration)}`).join(', ') : 'none') : 'n/a',
      ok: ours.length ? longTasks.length === 0 : null,
    },
  ];
}

/**
 * How the loads' tasks of ours of 50 ms or more spread over the cells (`--feel-loads`): how many
 * loads had one, in how many cells, and the cells where every load had one. A long task of our
 * code comes back in every load of its cell; one that a busy machine made comes and goes.
 * Null without several loads a cell.
 * @returns {{ loads: number, over: number, cells: number, overCells: number, everyLoad: string[] } | null}
 */
export function longLoadsSpread(feel) {
  const cells = taskCells(feel).filter((c) => c.all && c.all.length > 1);
  if (!cells.length) return null;
  const overOf = (c) => c.all.filter((v) => v >= 50).length;
  return {
    loads: cells.reduce((n, c) => n + c.all.length, 0),
    over: cells.reduce((n, c) => n + overOf(c), 0),
    cells: cells.length,
    overCells: cells.filter((c) => overOf(c) > 0).length,
    everyLoad: cells.filter((c) => overOf(c) === c.all.length).map((c) => c.where),
  };
}

const spreadText = (s) =>
  `Loads with a task of ours of 50 ms or more: ${s.over} of ${s.loads}, in ${s.overCells} of ${s.cells} cells; in every load of a cell: ${s.everyLoad.length ? s.everyLoad.join(', ') : 'none'}.`;

/**
 * @param {{ pages: object[], gallery: object[], long?: object[] }} feel
 * @param {string} [header] a line under the title (run alone: when and on what)
 */
export function renderFeel(feel, header = '') {
  const out = [FEEL_START, '## (e) What the visitor feels', ''];
  if (header) out.push(header, '');
  out.push(
    'Every example page as a phone (390×844, Android Chrome user agent, touch) and a desktop (1366×900), Lighthouse\'s "Slow 4G" (150 ms round trip, 1.6 Mbps down: CDP `Network.emulateNetworkConditions`) and 4x CPU slowdown (`Emulation.setCPUThrottlingRate`), a fresh context per load (cold cache), one load per cell, the three variants of a page interleaved (with `--feel-loads=N` the page with the script is loaded N times and our longest task is given for the first load, then as the median and range of the N; the goal counts the median; none: no script of ours in a long animation frame in that load; the 10 000-button page likewise). Layout shifts (without recent input) up to 8 s after the navigation began; **ours** = entries one of whose sources is inside a widget element (`[data-widget]`), an element the library added (`ppw-` class) or a lazy image (`img[data-src]`), or that moved a node of the page within 120 ms of one of our elements above it changing height (ResizeObserver); then the page total. LCP: the last candidate before the tap, with script / without script (`pp-widgets.js` aborted) / with native `loading="lazy"` images only (`data-src` made `src`, no script). TBT: long tasks from first contentful paint to 8 s, beyond 50 ms each. Our longest task: the longest script entry of a file under `/dist/` in a long animation frame (Long Animation Frames script attribution, forced style and layout included). First tap: at 8 s the first download button is tapped (clicked on the desktop); Event Timing: delay = `processingStart - startTime` of the first input, duration = the longest event of that interaction. One load per cell on a shared 2-core machine: times are noisy (read them as a range of ±30 % or more); the layout-shift scores do not depend on the load.',
    '',
    '| page | device | layout shift: ours / page | our shifts (score at time: sources) | LCP with script | LCP no script | LCP native lazy only | TBT with / no script | our longest task | first tap: delay / duration |',
    '| --- | --- | ---: | --- | --- | --- | --- | ---: | ---: | ---: |',
  );
  for (const r of feel.pages || []) {
    out.push(
      `| \`${r.page}.html\` | ${r.device} | ${shiftText(r.ours)} | ${sourcesText(r.ours)} | ${lcpText(r.ours)} | ${lcpText(r.none)} | ${lcpText(r.native)} | ${r.ours && !r.ours.note ? ms(r.ours.tbt) : 'n/a'} / ${r.none && !r.none.note ? ms(r.none.tbt) : 'n/a'} | ${longestText(r.ours)} | ${tapText(r.ours)} |`,
    );
  }
  out.push('');
  if ((feel.gallery || []).length) {
    out.push(
      'The gallery: each widget\'s frame (`/gallery/frame.html?widget=…`, its default environment), with the script only (the frame writes its snippet by script: neither baseline exists), shifts up to 5 s:',
      '',
      '| frame | device | layout shift: ours / page | our shifts | LCP | TBT | our longest task | first tap: delay / duration |',
      '| --- | --- | ---: | --- | --- | ---: | ---: | ---: |',
    );
    for (const r of feel.gallery) {
      out.push(`| ${r.page} | ${r.device} | ${shiftText(r.ours)} | ${sourcesText(r.ours)} | ${lcpText(r.ours)} | ${r.ours && !r.ours.note ? ms(r.ours.tbt) : 'n/a'} | ${longestText(r.ours)} | ${tapText(r.ours)} |`);
    }
    out.push('');
  }
  if ((feel.long || []).length) {
    out.push(
      "Part (b)'s generated page of 10 000 download buttons as a phone at 4x CPU (no network throttling): our longest task during load (until `pp:ready` and 2 s after) and while scrolling 60 steps of 400 px, one a frame:",
      '',
      '| page | our longest task, load | our longest task, scroll | buttons mounted |',
      '| --- | ---: | ---: | ---: |',
    );
    for (const r of feel.long) {
      const t = (k) => (r.note ? 'n/a' : loadsText(r[k] ? `${ms(r[k].duration)} (${cellText(r[k].invoker || r[k].file)})` : '< 50 ms frame', r[k + 'Loads']));
      out.push(`| ${r.label} | ${t('load')} | ${t('scroll')} | ${r.note ? cellText(r.note) : fmt(r.mounted)} |`);
    }
    out.push('');
  }
  out.push('Goals of issue 38 measured here:', '', '| goal | measured | met |', '| --- | --- | :---: |');
  for (const c of feelChecks(feel)) out.push(`| ${c.what} | ${cellText(c.shown)} | ${c.ok === null ? 'n/a' : c.ok ? 'yes' : '**no**'} |`);
  const spread = longLoadsSpread(feel);
  if (spread) out.push('', spreadText(spread));
  out.push('', FEEL_END, '');
  return out.join('\n');
}

/** RESULTS.md with its part (e) replaced (spliceMarked): a run of `--only=feel` keeps the rest. */
export const spliceSection = (markdown, section, start = FEEL_START, end = FEEL_END) => spliceMarked(markdown, section, start, end);
