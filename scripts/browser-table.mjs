// The README "Browser support" table, made from the browser runs:
// - tests/engines/results.json, written by `npm run test:engines` (tests/engines/run.mjs): the
//   main flows in WebKitGTK, Firefox ESR and Chromium, with the versions the binaries reported;
// - its `playwright` rows, summarised from Playwright's JSON report (playwright.config.ts writes
//   test-results/playwright.json) per Playwright project: the full browser suite in Chromium
//   and, once that project exists, the `floor` pass (Chromium with the Chrome 58 / iOS 11 API
//   surface);
// - its `v8` entry, written by `npm run test:old-engines` (tests/old-engines/run.mjs): the
//   shipped scripts and their regular expressions compiled in V8 5.8 (Node 8.0.0); that run
//   also adds HeadlessChrome 64 to the engines.
// `node scripts/browser-table.mjs --write` rewrites README.md between the markers;
// tests/unit/readme-browsers.test.ts fails when README and results.json differ.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const START = '<!-- browser-table:start -->';
export const END = '<!-- browser-table:end -->';
export const RESULTS = join(root, 'tests', 'engines', 'results.json');
export const PLAYWRIGHT_REPORT = join(root, 'test-results', 'playwright.json');

/** What each Playwright project is, for the table. Hook: a new project gets a line here. */
const PROJECTS = {
  chromium: { engine: 'Chromium (current), Playwright', ran: 'the Playwright browser suite (tests/browser)' },
  floor: { engine: 'Chromium with the floor API surface (Chrome 58 / iOS Safari 11), Playwright', ran: 'the Playwright main flows with the APIs Chrome 58 / iOS 11 lack removed' },
};

function chromiumVersion() {
  try {
    const out = execFileSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return (/(\d+\.\d+\.\d+\.\d+)/.exec(out) || [])[1] || '';
  } catch {
    return '';
  }
}

/**
 * Playwright's JSON report summarised per project: `{ project, version, tests, passed, failed,
 * flaky, skipped }`; null when there is no report. Tests of a project named '' count as
 * `chromium` (the config's default project).
 */
export function readPlaywrightReport(file = PLAYWRIGHT_REPORT, { wholeSuite = true } = {}) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Only a run of the whole suite makes a row: one spec run alone would say "12/12 pass".
  const specs = readdirSync(join(root, 'tests', 'browser')).filter((f) => f.endsWith('.spec.ts'));
  const ran = new Set((report.suites || []).map((s) => basename(s.file || s.title || '')));
  if (wholeSuite && !specs.every((f) => ran.has(f))) return null;
  const rows = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs || []) {
      for (const t of spec.tests || []) {
        const project = t.projectName || 'chromium';
        const row = rows.get(project) || { project, version: chromiumVersion(), tests: 0, passed: 0, failed: 0, flaky: 0, skipped: 0 };
        rows.set(project, row);
        row.tests++;
        if (t.status === 'expected') row.passed++;
        else if (t.status === 'flaky') row.flaky++;
        else if (t.status === 'skipped') row.skipped++;
        else row.failed++;
      }
    }
    for (const s of suite.suites || []) visit(s);
  };
  for (const s of report.suites || []) visit(s);
  return [...rows.values()];
}

function engineResult(e) {
  const values = Object.values(e.flows);
  const pass = values.filter((v) => v === 'pass').length;
  const known = values.filter((v) => v === 'known failure').length;
  const fail = values.length - pass - known;
  const parts = [`${pass}/${values.length} pass`];
  if (known) parts.push(`${known} known failure${known > 1 ? 's' : ''} (fix pending: ${Object.keys(e.knownFailures).join(', ')})`);
  if (fail) parts.push(`**${fail} failing**`);
  return parts.join(', ');
}

/** The Markdown between the markers. */
export function table(results = JSON.parse(readFileSync(RESULTS, 'utf8'))) {
  const lines = ['| engine | version | what ran | result |', '| --- | --- | --- | --- |'];
  const pw = new Map((results.playwright || []).map((r) => [r.project, r]));
  for (const [project, info] of Object.entries(PROJECTS)) {
    const r = pw.get(project);
    if (!r) {
      lines.push(`| ${info.engine} | – | ${info.ran} | not recorded yet (Playwright project \`${project}\`) |`);
      continue;
    }
    const bits = [`${r.passed}/${r.tests} pass`];
    if (r.flaky) bits.push(`${r.flaky} flaky`);
    if (r.skipped) bits.push(`${r.skipped} skipped`);
    if (r.failed) bits.push(`**${r.failed} failing**`);
    lines.push(`| ${info.engine} | ${r.version || '–'} | ${info.ran} | ${bits.join(', ')} |`);
  }
  for (const e of results.engines || []) {
    lines.push(`| ${e.name} | ${e.version} | the ${Object.keys(e.flows).length} main flows (tests/engines) | ${engineResult(e)} |`);
  }
  const v8 = results.v8;
  if (v8) {
    const result = v8.result === 'pass' ? 'pass' : `**${v8.errors} failing**`;
    lines.push(`| ${v8.name} | ${v8.version} | every shipped script of dist/ (the ESM build as module bodies) compiled, and every regular expression in it (tests/old-engines) | ${result} |`);
  }
  const webview = results.webview;
  if (webview) {
    const result = webview.passed === webview.total ? `${webview.passed}/${webview.total} pass` : `${webview.passed}/${webview.total} pass, **${webview.total - webview.passed} failing**`;
    lines.push(`| ${webview.name} | ${webview.version} | the bridge scenarios (tests/webview-host): Android and iOS hosts, delivering by the queue and by \`receive\` | ${result} |`);
  }
  const engines = results.engines || [];
  if (engines.length) {
    lines.push('', `| main flow | ${engines.map((e) => `${e.name.replace(/ \(.*\)$/, '')} ${e.version}`).join(' | ')} |`, `| --- |${engines.map(() => ' --- |').join('')}`);
    for (const f of results.flows || []) {
      const cell = (e) => {
        const r = e.flows[f.id];
        return r === 'pass' ? 'pass' : r === 'known failure' ? 'known failure, fix pending' : r ? `**${r}**` : '–';
      };
      lines.push(`| ${f.title} | ${engines.map(cell).join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

export function withTable(readme, results) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error('README.md has no browser-table markers');
  return `${readme.slice(0, start + START.length)}\n${table(results)}\n${readme.slice(end)}`;
}

/**
 * One run's results into results.json and the README table regenerated from them, for every
 * run that records (the engines, the old engines, the WebView host): `update` gets the parsed
 * file (`{}` when there is none) and returns what to write. A changed result shows up in
 * `git diff` next to results.json, to be committed together; `who` names the run in that note.
 */
export function recordResults(update, who) {
  const results = update(existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {});
  writeFileSync(RESULTS, JSON.stringify(results, null, 2) + '\n');
  const readme = join(root, 'README.md');
  const before = readFileSync(readme, 'utf8');
  const after = withTable(before, results);
  if (after !== before) {
    writeFileSync(readme, after);
    console.log(`${who}: results changed; tests/engines/results.json and the README table were updated (commit both)`);
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = join(root, 'README.md');
  if (process.argv.includes('--playwright')) {
    // Folds the last Playwright report into results.json without an engine run.
    const results = JSON.parse(readFileSync(RESULTS, 'utf8'));
    results.playwright = readPlaywrightReport() || results.playwright || [];
    writeFileSync(RESULTS, JSON.stringify(results, null, 2) + '\n');
  }
  if (process.argv.includes('--write')) writeFileSync(file, withTable(readFileSync(file, 'utf8')));
  else console.log(table());
}
