#!/usr/bin/env node
// `npm run test:engines`: the main flows (flows.mjs) in real WebKit (WebKitGTK MiniBrowser),
// Gecko (Firefox ESR) and Chromium, against the fixture server and the built script (run
// `npm run build` first). A whole run writes tests/engines/results.json and regenerates the
// README's "Browser support" table from it (scripts/browser-table.mjs).
//
//   node tests/engines/run.mjs [--engine webkit,firefox[,chromium]] [--flow id,id] [--no-write]
//
// An engine that is not installed gets one line saying what to install; with CI=true (or
// ENGINES_REQUIRED=1, which .ci/run sets) that fails the run, otherwise it is skipped.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { startServer } from '../../server/start.js';
import { startProxy } from './proxy.mjs';
import { ENGINES, INSTALL_HINT } from './engines.mjs';
import { ENVIRONMENTS, FLOWS } from './flows.mjs';
import { Session } from './session.mjs';
import { EXPECTED_FAILURES, knownFailure } from './expected-failures.mjs';
import { readPlaywrightReport, recordResults } from '../../scripts/browser-table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const OUT = join(here, 'out');
const FLOW_TIMEOUT = 90_000;

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? null : process.argv[i + 1];
};
// Chromium is not in the default run: the Playwright suite (and its floor pass) runs these flows
// and more in it. Here it would also pose as an Android WebView for the open-client flow, which
// desktop Chromium is not: its prompt for an external scheme blurs the page, which holds the
// fallback (features/tips-banner/banner-open/open-client.ts) as an app in front would. `--engine chromium`
// still runs it.
const engineIds = (arg('--engine') || 'webkit,firefox').split(',');
const flowIds = arg('--flow')?.split(',');
const partial = !!flowIds || process.argv.includes('--no-write');
const flows = flowIds ? FLOWS.filter((f) => flowIds.includes(f.id)) : FLOWS;
const CI = (!!process.env.CI && process.env.CI !== 'false') || process.env.ENGINES_REQUIRED === '1';

const seconds = (ms) => (ms / 1000).toFixed(1) + ' s';

async function withTimeout(promise, ms, what) {
  let t;
  try {
    return await Promise.race([promise, new Promise((_, reject) => (t = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)))]);
  } finally {
    clearTimeout(t);
  }
}

function problemsOf(p) {
  const out = [];
  if (p.errors.length) out.push(`page errors: ${p.errors.join(' | ')}`);
  if (p.consoleErrors.length) out.push(`console errors: ${p.consoleErrors.join(' | ')}`);
  if (p.violations.length) out.push(`securitypolicyviolation: ${JSON.stringify(p.violations)}`);
  return out.join('; ');
}

async function main() {
  if (!existsSync(join(root, 'dist', 'pp-widgets.js'))) {
    console.error('engines: dist/ is not built; run `npm run build` first');
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  const fixture = await startServer({ port: 0, quiet: true });
  const proxy = await startProxy(fixture.url);
  const api = async (method, path) => {
    const res = await fetch(fixture.url + path, { method });
    if (!res.ok && res.status !== 204) throw new Error(`${method} ${path} → ${res.status}`);
    return res;
  };
  const ctx = {
    server: {
      requests: async (path) => (await api('GET', `/__requests${path ? `?path=${encodeURIComponent(path)}` : ''}`)).json(),
      clearRequests: async () => void (await api('DELETE', '/__requests')),
      reset: async () => void (await api('POST', '/__reset')),
    },
    async fixture(path, params, method = 'GET') {
      const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      const res = method === 'GET' ? await fetch(`${fixture.url}${path}?${q}`) : await fetch(fixture.url + path, { method: 'POST', body: q });
      return (await res.json()).data;
    },
  };

  const report = [];
  let failed = false;
  const started = Date.now();
  for (const id of engineIds) {
    const engine = ENGINES[id]();
    const entry = { id, name: engine.name, version: '', flows: {}, ms: {}, errors: {} };
    report.push(entry);
    const missing = engine.missing();
    if (missing.length) {
      console.log(`engines: ${engine.name} is not installed (missing ${missing.join(', ')}): ${engine.installHint || INSTALL_HINT}${CI ? '' : ' (skipped; with CI=true this fails)'}`);
      entry.skipped = `not installed: ${missing.join(', ')}`;
      if (CI) failed = true;
      continue;
    }
    const t0 = Date.now();
    try {
      await withTimeout(engine.start(), 60_000, `starting ${engine.name}`);
    } catch (e) {
      console.log(`engines: ${engine.name} did not start: ${e.message}`);
      entry.skipped = `did not start: ${e.message}`;
      failed = true;
      continue;
    }
    for (const envName of Object.keys(ENVIRONMENTS)) {
      const mine = flows.filter((f) => f.env === envName);
      const groups = engine.contextPerFlow ? mine.map((f) => [f]) : mine.length ? [mine] : [];
      for (const group of groups) await runGroup(engine, entry, envName, group);
    }
    entry.version = engine.version() || entry.version;
    await engine.stop().catch(() => {});
    entry.totalMs = Date.now() - t0;
    console.log(`engines: ${engine.name} ${entry.version}: ${seconds(entry.totalMs)}${entry.sessionRetries ? ` (a session asked for again ${entry.sessionRetries}x after a hung start)` : ''}`);
  }
  await proxy.close();
  await fixture.close();

  // Verdicts.
  const unexpectedPasses = [];
  for (const e of report) {
    for (const [flow, result] of Object.entries(e.flows)) {
      if (result === 'fail' && knownFailure(e.id, flow, e.errors[flow])) e.flows[flow] = 'known failure';
      else if (result === 'fail') failed = true;
      else if (EXPECTED_FAILURES[`${e.id}:${flow}`]) unexpectedPasses.push(`${e.id}:${flow}`);
    }
  }
  printTable(report);
  for (const k of unexpectedPasses) console.log(`engines: ${k} passes now: remove it from tests/engines/expected-failures.mjs`);
  console.log(`engines: total ${seconds(Date.now() - started)}`);

  if (!partial) writeResults(report);
  process.exitCode = failed ? 1 : 0;

  /**
   * A session within 60 s. Opening one is the driver's and the browser's start-up, not our
   * code: when it hangs (a WebKitGTK MiniBrowser once took over 60 s on a loaded CI machine)
   * the engine is restarted and the session asked for once more, and the run says so. A flow
   * itself is never retried.
   */
  async function openSession(engine, entry, envName) {
    const open = () => {
      let abandoned = false;
      const opening = engine.open(ENVIRONMENTS[envName]);
      // A session that comes after its timeout is closed, not left running.
      opening.then((d) => abandoned && d.close().catch(() => {}), () => {});
      return withTimeout(opening, 60_000, `opening ${engine.name} (${envName})`).catch((e) => {
        abandoned = true;
        throw e;
      });
    };
    try {
      return await open();
    } catch (e) {
      console.log(`engines: ${e.message}; restarting ${engine.name} and asking once more`);
      entry.sessionRetries = (entry.sessionRetries || 0) + 1;
      await engine.stop().catch(() => {});
      await withTimeout(engine.start(), 60_000, `restarting ${engine.name}`);
      return open();
    }
  }

  async function runGroup(engine, entry, envName, group) {
    let driver;
    try {
      driver = await openSession(engine, entry, envName);
    } catch (e) {
      for (const f of group) record(entry, f, 'fail', 0, `could not open a session: ${e.message}`);
      return;
    }
    entry.version = engine.version();
    for (const flow of group) {
      const s = new Session(driver, proxy);
      const shot = join(OUT, `${entry.id}-${flow.id}.png`);
      rmSync(shot, { force: true }); // no stale screenshot of an earlier failure
      const f0 = Date.now();
      let error = '';
      try {
        await withTimeout(
          (async () => {
            await s.fresh();
            await flow.run(s, ctx);
            await s.collect();
          })(),
          FLOW_TIMEOUT,
          flow.id,
        );
        error = problemsOf(s.problems);
      } catch (e) {
        error = String(e && e.message ? e.message : e).split('\n')[0];
        // What the page recorded up to the failure (a script that did not parse, say).
        await withTimeout(s.collect(), 5000, 'reading the page errors').catch(() => {});
        const more = problemsOf(s.problems);
        if (more) error += `; ${more}`;
      }
      if (error) {
        try {
          await withTimeout(driver.screenshot(shot), 10_000, 'screenshot');
        } catch {}
      }
      record(entry, flow, error ? 'fail' : 'pass', Date.now() - f0, error);
    }
    try {
      await withTimeout(driver.close(), 15_000, 'closing the session');
    } catch {}
  }

  function record(entry, flow, result, ms, error) {
    entry.flows[flow.id] = result;
    entry.ms[flow.id] = ms;
    if (error) entry.errors[flow.id] = error;
    const known = result === 'fail' && knownFailure(entry.id, flow.id, error);
    const label = result === 'pass' ? 'pass' : known ? 'FAIL (known, fix pending)' : 'FAIL';
    console.log(`  ${entry.id.padEnd(8)} ${flow.id.padEnd(24)} ${label.padEnd(26)} ${seconds(ms).padStart(7)}${error ? `\n           ${error}${known ? `\n           known: ${known.reason}` : ''}` : ''}`);
  }
}

function printTable(report) {
  const ran = report.filter((e) => !e.skipped);
  if (!ran.length) return;
  const ids = [...new Set(ran.flatMap((e) => Object.keys(e.flows)))];
  console.log('\n' + ['flow'.padEnd(24), ...ran.map((e) => `${e.id} ${e.version}`.padEnd(26))].join(' '));
  for (const f of ids) console.log([f.padEnd(24), ...ran.map((e) => `${e.flows[f] || '-'} (${seconds(e.ms[f] || 0)})`.padEnd(26))].join(' '));
}

/** Merges this run into results.json: per engine, its version and each flow's result (no timings, so the file changes only when a result or a version does). */
function writeResults(report) {
  recordResults((previous) => {
    const engines = new Map((previous.engines || []).map((e) => [e.id, e]));
    for (const e of report) {
      if (e.skipped) continue;
      const known = {};
      for (const [flow, r] of Object.entries(e.flows)) if (r === 'known failure') known[flow] = EXPECTED_FAILURES[`${e.id}:${flow}`].reason;
      engines.set(e.id, { id: e.id, name: e.name, version: e.version, flows: e.flows, knownFailures: known });
    }
    const order = ['chromium', 'webkit', 'firefox', 'chrome64'];
    return {
      ...previous,
      $comment: 'Written by tests/engines/run.mjs (npm run test:engines); README "Browser support" is generated from it by scripts/browser-table.mjs --write.',
      flows: FLOWS.map((f) => ({ id: f.id, title: f.title })),
      engines: [...engines.values()].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)),
      playwright: readPlaywrightReport() || previous.playwright || [],
    };
  }, 'engines');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
