#!/usr/bin/env node
// `npm run bench` (after `npm run build`): measures bytes, start-up and interaction of
// pp-widgets in headless Debian Chromium against baselines built in the same run, prints the
// tables and writes them to bench/RESULTS.md (raw figures: bench/out/results.json).
// `node bench/run.js --quick` for development; options in bench/README.md.
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { startServer } from '../server/start.js';
import { parseArgs } from './lib/args.js';
import { buildBaselines } from './lib/build-baselines.js';
import { snapshotDist } from './lib/dist-snapshot.js';
import { startBenchServer } from './lib/bench-server.js';
import { launchChromium } from './lib/browser.js';
import { legacyPage } from './lib/legacy-page.js';
import { runStartup, APPROACHES } from './lib/startup.js';
import { shippedFiles, fileSizes, pageScripts } from './lib/bytes.js';
import { suggestionsLatency, dialogLatency, scrollFrames, ANSWERING_BRIDGE, WECHAT_UA } from './lib/interaction.js';
import { MOBILE_BROWSER } from './lib/measure-startup.js';
import { renderReport } from './lib/report.js';
import { runTaps, saveDataPages, wholeVisit } from './lib/tap.js';
import { renderTap, spliceTap } from './lib/report-tap.js';
import { runFeel, longPage, loadsAfter } from './lib/feel.js';
import { renderFeel, spliceSection } from './lib/report-feel.js';

const benchDir = dirname(fileURLToPath(import.meta.url));
const rootDir = join(benchDir, '..');
const builtDir = join(rootDir, 'dist');
const outDir = join(benchDir, 'out');
// The build under test is copied here first (lib/dist-snapshot.js).
const distDir = join(outDir, 'dist');

const log = (line) => console.log(line);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    log('usage: node bench/run.js [--quick] [--runs=N] [--sizes=100,1000] [--throttles=1,4] [--only=bytes,startup,interaction,tap,feel] [--feel-loads=3] [--budget=330] [--report-only]');
    return;
  }
  if (options.reportOnly) {
    // With --only=feel or --only=tap, that part's run alone (results-<part>.json) and its section.
    const file = aloneOf(options.sections) ? `results-${aloneOf(options.sections)}.json` : 'results.json';
    const saved = JSON.parse(readFileSync(join(outDir, file), 'utf8'));
    writeReport(saved, aloneOf(options.sections));
    log(`bench: RESULTS.md written again from bench/out/${file} (run of ${saved.date})`);
    return;
  }
  const began = Date.now();
  const elapsed = () => `${((Date.now() - began) / 1000).toFixed(0)} s in`;
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' / ');
  const notes = [];
  mkdirSync(join(outDir, 'pages'), { recursive: true });

  log('bench: building the baselines with rollup…');
  const baselineFiles = await buildBaselines({ benchDir, outDir });

  const oursBuilt = await snapshotDist({ builtDir, toDir: distDir, log });
  if (!oursBuilt) notes.push('`dist/pp-widgets.js` is missing or kept changing (run `npm run build`): every pp-widgets figure is n/a.');

  const urls = { ours: '/dist/pp-widgets.js', react: '/bench-out/react.js', preact: '/bench-out/preact.js' };
  for (const n of options.sizes) {
    for (const approach of ['ours', 'react', 'preact', 'none']) {
      writeFileSync(join(outDir, 'pages', `${approach}-${n}.html`), legacyPage({ n, approach, urls }));
    }
  }

  const server = await startServer({ port: 0, quiet: true });
  const benchServer = await startBenchServer({
    distDir,
    outDir,
    upstream: server.url,
    // The scripts under test, each served with a one-statement probe of when it starts to run.
    probed: { [urls.ours]: join(distDir, 'pp-widgets.js'), [urls.react]: join(outDir, 'react.js'), [urls.preact]: join(outDir, 'preact.js') },
  });
  const browser = await launchChromium();
  // Scrolling the biggest page: the page alone, then with the library in a mobile browser and in
  // the Android client (3 runs each: every run loads a page of N rows).
  const scrollSection = async (n) => {
    const page = (approach) => `${benchServer.url}/bench-out/pages/${approach}-${n}.html`;
    const runs = Math.min(3, options.runs);
    return {
      n,
      rows: [
        { label: 'the page alone, no script (control)', result: await scrollFrames({ browser, url: page('none'), runs, waitReady: false }) },
        { label: 'pp-widgets, mobile browser', result: await scrollFrames({ browser, url: page('ours'), runs }) },
        {
          label: 'pp-widgets, Android client (buttons wake as they come into view; the client answers every status, 1 in 10 installed)',
          result: await scrollFrames({ browser, url: page('ours'), runs, bridge: ANSWERING_BRIDGE }),
        },
      ],
    };
  };
  const results = {
    date: new Date().toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC'),
    build: describeBuild(),
    machine: { nproc: nproc(), load, os: `${os.type()} ${os.release()}`, chromium: `Chromium ${browser.version()}`, node: process.versions.node },
    options,
    approaches: APPROACHES,
    notes,
  };
  // The example pages come from the project's server through the bench server, so their
  // /dist/ is the copy under test too.
  const examples = benchServer.url;
  try {
    if (options.sections.includes('bytes')) {
      log(`bench: (a) bytes… (${elapsed()})`);
      results.bytes = {
        dist: fileSizes(shippedFiles(distDir), distDir),
        baselines: fileSizes(Object.values(baselineFiles), outDir),
        detail: oursBuilt ? await pageScripts({ browser, url: `${examples}/detail.html` }) : null,
      };
    }
    // Interaction before start-up: it has a fixed number of runs, start-up fits in what is left.
    if (options.sections.includes('interaction') && oursBuilt) {
      log(`bench: (c) interaction… (${elapsed()})`);
      const biggest = Math.max(...options.sizes);
      results.interaction = {
        suggestions: await suggestionsLatency({ browser, url: `${examples}/detail.html`, runs: options.runs }),
        // The same keystroke in WeChat on Android: an in-app browser with no bridge, where no
        // call may wait for one.
        suggestionsWechat: await suggestionsLatency({ browser, url: `${examples}/detail.html`, runs: options.runs, contextOptions: { ...MOBILE_BROWSER, userAgent: WECHAT_UA } }),
        dialog: [
          {
            label: '`detail.html` download button',
            result: await dialogLatency({ browser, url: `${examples}/detail.html`, selector: '[data-widget="download"]', runs: options.runs }),
          },
          {
            label: '`detail.html` download button, config `prefetch: true` (its code loaded at idle)',
            result: await dialogLatency({ browser, url: `${examples}/detail.html`, selector: '[data-widget="download"]', runs: options.runs, config: { prefetch: true } }),
          },
          {
            label: `generated page, N = ${biggest}, button ${biggest / 2} of ${biggest}`,
            result: await dialogLatency({
              browser,
              url: `${benchServer.url}/bench-out/pages/ours-${biggest}.html`,
              selector: `[data-widget="download"][data-id="${100000 + biggest / 2 - 1}"]`,
              runs: options.runs,
            }),
          },
        ],
        scroll: await scrollSection(biggest),
      };
    }
    if (options.sections.includes('tap') && oursBuilt) {
      log(`bench: (d) the first tap on Slow 4G + 4x CPU… (${elapsed()})`);
      results.tap = {
        runs: options.runs,
        // From the project's server itself (dist/ as built, compressed): the bench server
        // serves pp-widgets.js uncompressed, with its start-up probes.
        cells: await runTaps({ browser, baseUrl: server.url, runs: options.runs, log }),
        visit: await wholeVisit({ browser, baseUrl: server.url, distDir: builtDir }),
        pages: await saveDataPages({ browser, baseUrl: server.url, log }),
      };
    }
    if (options.sections.includes('feel') && oursBuilt) {
      log(`bench: (e) what the visitor feels, Slow 4G + 4x CPU… (${elapsed()})`);
      // Every example page from the project's server (dist/ as built, compressed).
      results.feel = await runFeel({ browser, baseUrl: server.url, log, loads: options.feelLoads });
      const biggest = Math.max(...options.sizes);
      const long = `${benchServer.url}/bench-out/pages/ours-${biggest}.html`;
      results.feel.long = [];
      for (const [label, bridge] of [
        [`N = ${biggest}, mobile browser`, undefined],
        [`N = ${biggest}, Android client (buttons wake as they come into view)`, ANSWERING_BRIDGE],
      ]) {
        try {
          const first = await longPage({ browser, url: long, bridge });
          // With --feel-loads, the page again: each load's longest task while loading and scrolling.
          const all = await loadsAfter(first, options.feelLoads, () => longPage({ browser, url: long, bridge }));
          const each = (k) => (all.length > 1 ? { [k + 'Loads']: all.map((r) => (r[k] ? r[k].duration : 0)) } : {});
          results.feel.long.push({ label, ...first, ...each('load'), ...each('scroll') });
        } catch (error) {
          results.feel.long.push({ label, note: String(error && error.message ? error.message.split('\n')[0] : error) });
        }
      }
    }
    if (options.sections.includes('startup')) {
      log(`bench: (b) start-up… (${elapsed()})`);
      results.startup = await runStartup({
        browser,
        pageUrl: (page, n) => `${benchServer.url}/bench-out/pages/${page}-${n}.html`,
        sizes: options.sizes,
        runs: options.runs,
        throttles: options.throttles,
        approaches: oursBuilt ? APPROACHES : APPROACHES.filter((a) => !a.id.startsWith('ours')),
        log,
        // Start-up runs last and gets whatever is left of the budget.
        deadline: options.budget ? began + options.budget * 1000 : Infinity,
      });
    }
  } finally {
    await browser.close();
    await benchServer.close();
    await server.close();
  }
  results.seconds = (Date.now() - began) / 1000;
  results.machine.loadEnd = os.loadavg().map((x) => x.toFixed(1)).join(' / ');
  const alone = aloneOf(options.sections);
  writeFileSync(join(outDir, alone ? `results-${alone}.json` : 'results.json'), JSON.stringify(results, null, 2));
  const markdown = writeReport(results, alone);
  log('');
  log(markdown);
  log(`bench: done in ${results.seconds.toFixed(0)} s; written to bench/RESULTS.md`);
}

/** 'feel' or 'tap' when that part ran alone (`--only=feel`), else null. */
const aloneOf = (sections) => (['tap', 'feel'].includes(sections.join()) ? sections.join() : null);

/**
 * Writes RESULTS.md from a run's results and returns it: the whole report, or with a part run
 * alone that part's section in place of the one there, the rest kept.
 */
function writeReport(results, alone) {
  let markdown = renderReport(results);
  let previous = '';
  try {
    previous = readFileSync(join(benchDir, 'RESULTS.md'), 'utf8');
  } catch {
    /* first run */
  }
  const ran = () => `${results.date}: ${results.build}; ${results.machine.nproc} cores, load average ${results.machine.load} at the start and ${results.machine.loadEnd} at the end.`;
  if (alone === 'feel' && results.feel) {
    const section = renderFeel(results.feel, `Run alone (\`--only=feel\`) on ${ran()}`);
    markdown = previous ? spliceSection(previous, section) : section;
  }
  if (alone === 'tap' && results.tap) {
    const section = renderTap(results.tap).replace(
      '## (d) The first tap on a phone network\n',
      `## (d) The first tap on a phone network\n\nRun alone (\`--only=tap\`) on ${ran()}\n`,
    );
    markdown = previous ? spliceTap(previous, section) : markdown;
  }
  writeFileSync(join(benchDir, 'RESULTS.md'), markdown);
  return markdown;
}

/** `nproc` as the shell prints it (what the brief asks for), else Node's own count. */
function nproc() {
  try {
    return Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    return os.availableParallelism ? os.availableParallelism() : os.cpus().length;
  }
}

/** Which commit the build comes from, and whether the tree had changes on top of it. */
function describeBuild() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', 'app', 'src', 'widgets', 'features', 'rollup.config.mjs', 'package.json') !== '';
    return `commit ${commit}${dirty ? ' with uncommitted changes in app/, src/, widgets/, features/ or the build config' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
