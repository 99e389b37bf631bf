// Part (b): start-up on generated legacy pages, every approach side by side, runs interleaved
// (approach after approach within a run) so that a noisy neighbour on the machine hits all of
// them alike. Median per cell.
import { measureStartup } from './measure-startup.js';
import { median } from './stats.js';

/** The approaches compared; `page` names the generated page, `bridge` fakes the Android client. */
export const APPROACHES = [
  { id: 'react', label: 'one React createRoot per button', page: 'react' },
  { id: 'preact', label: 'one Preact render per button', page: 'preact' },
  { id: 'ours', label: 'pp-widgets, mobile browser (buttons wake on click)', page: 'ours' },
  { id: 'ours-client', label: 'pp-widgets, Android client (visible buttons wake)', page: 'ours', bridge: true },
  // Once per N, first pass only: what the page costs before any approach adds to it.
  { id: 'none', label: 'the page alone, no script (control)', page: 'none', control: true },
];

export const METRICS = ['interactive', 'startCall', 'scanned', 'ready', 'longTasks', 'longTasksPage', 'heap', 'listeners'];

/**
 * Runs every cell (throttle × N × approach) `runs` times.
 * @param {{ browser: import('@playwright/test').Browser, pageUrl: (page: string, n: number) => string,
 *   sizes: number[], runs: number, throttles: number[], approaches: typeof APPROACHES,
 *   log: (line: string) => void, deadline?: number, measure?: typeof measureStartup, now?: () => number }} options
 *   deadline: Date.now() time by which the section should be done (default: none, every run);
 *   measure and now are replaceable for tests
 * @returns {Promise<Record<number, Record<number, Record<string, { runs: object[], median: Record<string, number|null>, errors: string[] }>>>>}
 */
export async function runStartup({ browser, pageUrl, sizes, runs, throttles, approaches, log, deadline = Infinity, measure = measureStartup, now = Date.now }) {
  const results = {};
  let cellsLeft = throttles.length * sizes.length;
  for (const throttle of throttles) {
    results[throttle] = {};
    for (const n of sizes) {
      // The time left is shared out evenly between the cells still to run and the approaches
      // in them; what a cheap cell leaves unused goes to the later, bigger ones.
      const active = approaches.filter((a) => !a.control || throttle === throttles[0]).length;
      const approachBudgetMs = (deadline - now()) / cellsLeft / active;
      cellsLeft -= 1;
      const cells = {};
      for (const a of approaches) cells[a.id] = { runs: [], median: {}, errors: [] };
      // Generous: one React root per button at N = 10 000 under 4x throttling takes tens of seconds.
      const timeoutMs = Math.min(90000, Math.max(30000, n * 6 * throttle));
      const spent = {};
      for (const a of approaches) spent[a.id] = 0;
      for (let run = 0; run < runs; run++) {
        for (const a of approaches) {
          // Keeps the whole bench bounded: an approach whose next run would overrun its share
          // (one React root per button at N = 10 000, throttled) stops at fewer runs (never
          // fewer than one), and the table says how many its median has.
          if (run > 0 && spent[a.id] + spent[a.id] / run > approachBudgetMs) continue;
          if (a.control && (run > 0 || throttle !== throttles[0])) continue;
          const started = now();
          const figures = await measure({
            browser,
            url: pageUrl(a.page, n),
            throttle,
            bridge: !!a.bridge,
            // Heap and listeners do not depend on the CPU: the first pass reads them (listeners
            // once per cell: a million of React's take a while to list).
            withMemory: throttle === throttles[0],
            withListeners: run === 0 && throttle === throttles[0],
            timeoutMs,
          }).catch((error) => ({ error: String(error && error.message ? error.message.split('\n')[0] : error) }));
          spent[a.id] += now() - started;
          cells[a.id].runs.push(figures);
          if (figures.error && !cells[a.id].errors.includes(figures.error)) cells[a.id].errors.push(figures.error);
          log(
            `  ${throttle}x N=${n} run ${run + 1}/${runs} ${a.id}: ready ${fmtMs(figures.ready)}, click ${fmtMs(figures.interactive)}` +
              ` (${((now() - started) / 1000).toFixed(1)} s)${figures.error ? ` [${figures.error}]` : ''}`,
          );
        }
      }
      for (const a of approaches) {
        for (const m of METRICS) cells[a.id].median[m] = median(cells[a.id].runs.map((r) => r[m]));
        // No run got ready in time: the table shows "> the shortest wait".
        const above = cells[a.id].runs.map((r) => r.readyAbove).filter((v) => typeof v === 'number');
        if (cells[a.id].median.ready === null && above.length) cells[a.id].median.readyAbove = Math.min(...above);
      }
      results[throttle][n] = cells;
    }
  }
  return results;
}

function fmtMs(v) {
  return typeof v === 'number' ? `${v.toFixed(1)} ms` : 'n/a';
}
