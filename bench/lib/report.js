// Renders the results as the markdown of bench/RESULTS.md (pure: data in, text out).
import { fmt, fmtKB, fmtMB, fmtRatio, ratio } from './stats.js';
import { renderTap } from './report-tap.js';
import { renderFeel } from './report-feel.js';

/** The start-up acceptance list, as checks over the start-up results. */
export function acceptanceChecks(startup, sizes, oursId) {
  const pass1 = startup && startup[1];
  const big = pass1 && pass1[10000];
  const small = pass1 && pass1[100];
  if (!big || !big[oursId]) return [];
  const ours = big[oursId].median;
  const react = big.react ? big.react.median : {};
  const ready100 = small && small[oursId] ? small[oursId].median.ready : null;
  const check = (what, value, shown, ok) => ({ what, shown, ok: value === null || value === undefined ? null : ok });
  return [
    check('first working click <= 5 ms after the script starts', ours.interactive, `${fmtMs(ours.interactive)} (start() alone ${fmtMs(ours.startCall)}; main thread free after the first scan at ${fmtMs(ours.scanned)})`, ours.interactive <= 5),
    check('own long-task total <= 50 ms', ours.longTasks, fmtMs(ours.longTasks), ours.longTasks <= 50),
    check('JS heap <= 3 MB', ours.heap, fmtMB(ours.heap), ours.heap <= 3e6),
    check('listener count <= 50', ours.listeners, fmt(ours.listeners), ours.listeners <= 50),
    check(
      'ready within 1.5x of ready at N = 100',
      ready100 === null || ours.ready === null ? null : ours.ready / ready100,
      `${fmtMs(ours.ready)} vs ${fmtMs(ready100)} (${fmtRatio(ratio(ready100, ours.ready))})`,
      ours.ready <= 1.5 * ready100,
    ),
    readyVsReact(ours, react),
    check('>= 20x less JS heap than one React root per button', ratio(ours.heap, react.heap), fmtRatio(ratio(ours.heap, react.heap)), ratio(ours.heap, react.heap) >= 20),
  ];
}

/** "12.3 ms", or "n/a" alone. */
const fmtMs = (v) => (typeof v === 'number' ? `${fmt(v, 1)} ms` : 'n/a');

/** React never got ready in time: its lower bound still proves the ratio when it is big enough. */
function readyVsReact(ours, react) {
  const what = '>= 50x faster to ready than one React root per button';
  if (typeof react.readyAbove === 'number') {
    const r = ratio(ours.ready, react.readyAbove);
    return { what, shown: `> ${fmtRatio(r)}`, ok: r === null ? null : r >= 50 ? true : null };
  }
  const r = ratio(ours.ready, react.ready);
  return { what, shown: fmtRatio(r), ok: r === null ? null : r >= 50 };
}

const okText = (ok) => (ok === null ? 'n/a' : ok ? 'yes' : '**no**');

function bytesTable(rows) {
  const lines = ['| file | bytes on disk | gzip -9 |', '| --- | ---: | ---: |'];
  for (const r of rows) lines.push(`| \`${r.file}\` | ${fmt(r.bytes)} | ${fmtKB(r.gzip)} |`);
  return lines.join('\n');
}

/** Heap and listener figures are read in the first pass only (they do not depend on the CPU). */
const firstPass = (pass, n, id, key) => (pass && pass[n] && pass[n][id] ? pass[n][id].median[key] : null);

const sum = (rows, key) => rows.reduce((t, r) => t + (typeof r[key] === 'number' ? r[key] : 0), 0);

function startupTable(cells, sizes, approaches, runsWanted, firstPassCells) {
  const lines = [
    '| N | approach | first working click | all visible ready | long tasks (ours / page) | JS heap | listeners | ready: baseline / ours | heap: baseline / ours |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const n of sizes) {
    const row = cells[n];
    if (!row) continue;
    const ours = row.ours ? row.ours.median : {};
    for (const a of approaches) {
      const c = row[a.id];
      if (!c) continue;
      const m = c.median;
      if (!c.runs.length) continue;
      if (a.control) {
        lines.push(`| ${fmt(n)} | ${a.label} | — | — | — / ${fmt(m.longTasksPage, 0)} ms | ${fmtMB(m.heap)} | ${fmt(m.listeners)} |  |  |`);
        continue;
      }
      const isBaseline = !a.id.startsWith('ours');
      lines.push(
        `| ${fmt(n)} | ${a.label}${c.runs.length < runsWanted ? ` (${c.runs.length} run${c.runs.length > 1 ? 's' : ''}: time budget)` : ''}${c.errors.length ? ' ⚠' : ''} | ${fmtMs(m.interactive)}${isBaseline ? '' : ` (start() ${fmtMs(m.startCall)}, scan done ${fmtMs(m.scanned)})`} | ${typeof m.readyAbove === 'number' ? `> ${fmtMs(m.readyAbove)}` : fmtMs(m.ready)} | ${fmt(m.longTasks, 0)} / ${fmt(m.longTasksPage, 0)} ms | ${fmtMB(typeof m.heap === 'number' ? m.heap : firstPass(firstPassCells, n, a.id, 'heap'))} | ${fmt(typeof m.listeners === 'number' ? m.listeners : firstPass(firstPassCells, n, a.id, 'listeners'))} | ${
          isBaseline ? (typeof m.readyAbove === 'number' ? `> ${fmtRatio(ratio(ours.ready, m.readyAbove))}` : fmtRatio(ratio(ours.ready, m.ready))) : ''
        } | ${isBaseline ? fmtRatio(ratio(firstPass(firstPassCells, n, 'ours', 'heap'), firstPass(firstPassCells, n, a.id, 'heap'))) : ''} |`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * The whole RESULTS.md.
 * @param {object} r everything run.js gathered (see there)
 */
export function renderReport(r) {
  const out = [];
  out.push('# pp-widgets benchmark results', '');
  out.push(`Generated by \`npm run bench\`${r.options.quick ? ' (`--quick`)' : ''} on ${r.date}.`, '');
  out.push(
    `Machine: ${r.machine.nproc} cores (\`nproc\`), load average (1 / 5 / 15 min) ${r.machine.load} at the start${r.machine.loadEnd ? ` and ${r.machine.loadEnd} at the end` : ''}, ${r.machine.os}; ${r.machine.chromium}; Node ${r.machine.node}.`,
    `Build under test: ${r.build} (dist/ as it was when the run began).`,
    `Runs per cell: ${r.options.runs} (median); N = ${r.options.sizes.map((n) => fmt(n)).join(', ')}; CPU throttling: ${r.options.throttles.map((t) => `${t}x`).join(', ')}. Whole run: ${r.seconds.toFixed(0)} s (budget ${r.options.budget ? `${r.options.budget} s` : 'none'}; a cell that had to drop runs says so).`,
    '',
  );
  const load = Number(String(r.machine.load).split('/')[0]);
  if (load > r.machine.nproc) {
    out.push(
      `> ⚠ The machine was busy when this ran (load average ${load} on ${r.machine.nproc} cores): times are inflated and noisy, and ratios of times between approaches swing from run to run. Bytes, JS heap and listener counts do not depend on the load.`,
      '',
    );
  }
  if (r.bytes) {
    out.push('## (a) Bytes', '');
    if (r.bytes.dist.length) {
      out.push('Every shipped file of `dist/` as built (scripts minified by terser; 1 KB = 1 000 bytes; gzip at level 9 as size-limit counts it):', '', bytesTable(r.bytes.dist), '');
      const scripts = r.bytes.dist.filter((f) => f.file.endsWith('.js'));
      const total = r.bytes.dist.filter((f) => f.file !== 'pp-widgets.all.js');
      out.push(
        `Every shipped file together: ${fmt(sum(r.bytes.dist, 'bytes'))} bytes, **${fmtKB(sum(r.bytes.dist, 'gzip'))} gzip** (${r.bytes.dist.length} files, ${scripts.length} scripts); without \`pp-widgets.all.js\`, which repeats the rest in one file: ${fmt(sum(total, 'bytes'))} bytes, **${fmtKB(sum(total, 'gzip'))} gzip**.`,
        '',
      );
    } else {
      out.push('`dist/` has no shipped file: the build failed or was not run (n/a).', '');
    }
    if (r.bytes.detail) {
      const d = r.bytes.detail;
      out.push('What `examples/detail.html` loads (scripts) on a phone, on the first page of a session (the tips banner shows), before its first interaction:', '');
      if (!d.ready) out.push('pp:ready never fired on the detail page: n/a.', '');
      else {
        out.push(bytesTable(d.atReady), '');
        out.push(`Up to \`pp:ready\`: ${fmt(sum(d.atReady, 'bytes'))} bytes, **${fmtKB(sum(d.atReady, 'gzip'))} gzip**. Up to the first idle moment after it (page features such as lazy images and the phone's tips banner load after \`pp:ready\`; speculative loading turned off with \`prefetch: false\`, see (d) for it; this is what the page needs before its first interaction): ${d.atIdle.length} scripts, ${fmt(sum(d.atIdle, 'bytes'))} bytes, **${fmtKB(sum(d.atIdle, 'gzip'))} gzip**.`, '');
        if (d.later && d.later.ready) {
          out.push(
            `A later page of the same session (the banner has shown; its code is not fetched again): ${d.later.atIdle.length} scripts (${d.later.atIdle.map((f) => '`' + f.file.split('/').pop() + '`').join(', ')}), ${fmt(sum(d.later.atIdle, 'bytes'))} bytes, **${fmtKB(sum(d.later.atIdle, 'gzip'))} gzip** before its first interaction.`,
            '',
          );
        }
      }
    }
    out.push('Baselines, built in this run (rollup, production mode, terser):', '', bytesTable(r.bytes.baselines), '');
  }
  if (r.startup) {
    out.push('## (b) Start-up on a generated legacy page', '');
    out.push(
      'A header with menu and search, N app rows each with a download button (the first one the tips-banner candidate), a 412×915 phone viewport. Times are from the first statement of the script under test: the bench server puts one statement in front of each approach\'s script as it serves it, recording when that script began to run (without that probe: from an inline mark right before its tag). So they include running the script, not the network, the parser\'s wait or the page\'s own rendering before it. pp-widgets is loaded with `data-autostart="false"` and started from the next inline script so that `start()` can be timed alone; the time from the end of its script to that call (the parser may yield there, and the browser lay out the page) is taken out of its figures, since with autostart (and `defer`) `start()` runs at the end of the script\'s own run. "First working click": ours = `PPWidgets.start()` has returned with its delegated listeners in place (a click from then on is caught, held and replayed), with the time `start()` took and the time its first scan (a microtask right after it: the one `querySelectorAll`, the styles, mounting what came with the runtime) had finished, i.e. when the main thread is free to run that click; baselines = their per-button loop has finished. "All visible ready": ours = `pp:ready` on document; baselines = every root has committed (counted in a layout effect) plus one animation frame. Long tasks: "ours" is the time the approach\'s own scripts ran inside long animation frames (>= 50 ms) after that moment, from the Long Animation Frames API\'s script attribution (the page\'s parsing and layout in the same frames are not counted); "page" is the whole page\'s long-task total (HTML parsing and layout included). JS heap: `Runtime.getHeapUsage` after `HeapProfiler.collectGarbage`. Listeners: `DOMDebugger.getEventListeners` on document (depth -1, pierce) plus window, read once per cell. Heap and listeners are read in the first (unthrottled) pass only, as they do not depend on the CPU; the throttled table repeats them. Ratios: the baseline\'s figure over the mobile-browser pp-widgets figure. The control row is the same page with no script at all.',
      '',
    );
    for (const t of r.options.throttles) {
      if (!r.startup[t]) continue;
      out.push(`### CPU ${t === 1 ? 'unthrottled' : `throttled ${t}x (approximates a mid-range phone)`}`, '');
      out.push(startupTable(r.startup[t], r.options.sizes, r.approaches, r.options.runs, r.startup[r.options.throttles[0]]), '');
    }
    const warned = [];
    for (const t of Object.keys(r.startup)) {
      for (const n of Object.keys(r.startup[t])) {
        for (const [id, c] of Object.entries(r.startup[t][n])) {
          if (c.errors.length) warned.push(`- ${t}x N=${n} ${id}: ${c.errors.join('; ')}`);
        }
      }
    }
    if (warned.length) out.push('⚠ Runs with problems (their missing figures are left out of the median):', '', ...warned, '');
    for (const id of ['ours', 'ours-client']) {
      const checks = acceptanceChecks(r.startup, r.options.sizes, id);
      if (!checks.length) continue;
      const label = r.approaches.find((a) => a.id === id).label;
      out.push(`### Issue 8 acceptance at N = 10 000, unthrottled: ${label}`, '');
      out.push('| criterion | measured | met |', '| --- | ---: | :---: |');
      for (const c of checks) out.push(`| ${c.what} | ${c.shown} | ${okText(c.ok)} |`);
      out.push('');
    }
  }
  if (r.interaction) {
    const s = r.interaction.suggestions;
    const d = r.interaction.dialog;
    out.push('## (c) Interaction', '');
    out.push('| what | median | runs | note |', '| --- | ---: | ---: | --- |');
    if (s) {
      out.push(`| \`detail.html\` search: \`/search/sugs\` response arrived → options in the listbox | ${fmtMs(s.afterResponse)} | ${s.runs.length} | ${s.note || ''} |`);
      out.push(`| \`detail.html\` search: keystroke → options (200 ms debounce and the local fixture server included) | ${fmtMs(s.fromKey)} | ${s.runs.length} | ${s.note || ''} |`);
    }
    for (const [browserName, k] of [['Android Chrome', s], ['WeChat on Android (no bridge)', r.interaction.suggestionsWechat]]) {
      if (k) out.push(`| \`detail.html\` search in ${browserName}: keystroke → the \`/search/sugs\` request leaves (200 ms debounce included) | ${fmtMs(k.keyToRequest)} | ${k.runs.length} | ${k.note || ''} |`);
    }
    for (const item of d || []) {
      out.push(`| ${item.label}: click → visible \`[role=dialog]\` (WeChat "open in browser") | ${fmtMs(item.result.clickToDialog)} | ${item.result.runs.length} | ${item.result.note || ''} |`);
    }
    out.push('');
    const sc = r.interaction.scroll;
    if (sc) {
      out.push(
        `Scrolling the generated page of N = ${fmt(sc.n)} rows after start-up, 400 px a frame for 60 frames (the next step waits for a frame and a task; \`scrollBy\` lays out what the frame before changed): time per step, median and 90th percentile of each run, then the median over runs.`,
        '',
        'The longest script of ours in a long animation frame (>= 50 ms) during the scroll, its own time without forced layout, median over runs, with the worst one\'s caller: the figure that the browser test of 10 000 buttons reports but does not assert.',
        '',
        '| page | step, median | step, 90th percentile | longest script of ours in a long frame | widgets mounted by the end | runs | note |',
        '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      );
      for (const row of sc.rows) {
        const mounted = row.result.runs.length ? row.result.runs[row.result.runs.length - 1].mounted : null;
        const w = row.result.longestWhere;
        const longest = row.result.longestOurs === null || row.result.longestOurs === undefined ? 'n/a' : row.result.longestOurs === 0 ? 'none' : `${fmtMs(row.result.longestOurs)}${w && w.own ? ` (${w.invoker} ${w.file})` : ''}`;
        out.push(`| ${row.label} | ${fmtMs(row.result.median)} | ${fmtMs(row.result.p90)} | ${longest} | ${mounted === null ? 'n/a' : fmt(mounted)} | ${row.result.runs.length} | ${row.result.note || ''} |`);
      }
      out.push('');
    }
  }
  if (r.tap) out.push(renderTap(r.tap));
  if (r.feel) out.push(renderFeel(r.feel));
  if (r.notes.length) out.push('## Notes', '', ...r.notes.map((n) => `- ${n}`), '');
  return out.join('\n');
}
