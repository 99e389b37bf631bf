#!/usr/bin/env node
// `npm run bench` (after `npm run build`): measures bytes, start-up and interaction of
// pp-widgets in headless Debian Chromium against baselines built in the same run, prints the
// tables and writes them to bench/RESULTS.md (raw figures: bench/out/results.json).
// `node bench/run.js --quick` for development; options in bench/README.md.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { startServer } from '../server/start.js';
import { parseArgs } from './lib/args.js';
import { buildBaselines } from './lib/build-baselines.js';
import { startBenchServer } from './lib/bench-server.js';
import { launchChromium } from './lib/browser.js';
import { legacyPage } from './lib/legacy-page.js';
import { runStartup, APPROACHES } from './lib/startup.js';
import { shippedFiles, fileSizes, pageScripts } from './lib/bytes.js';
import { suggestionsLatency, dialogLatency } from './lib/interaction.js';
import { renderReport } from './lib/report.js';

const benchDir = dirname(fileURLToPath(import.meta.url));
const rootDir = join(benchDir, '..');
const distDir = join(rootDir, 'dist');
const outDir = join(benchDir, 'out');

const log = (line) => console.log(line);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    log('usage: node bench/run.js [--quick] [--runs=N] [--sizes=100,1000] [--throttles=1,4] [--only=bytes,startup,interaction]');
    return;
  }
  const began = Date.now();
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' / ');
  const notes = [];
  mkdirSync(join(outDir, 'pages'), { recursive: true });

  log('bench: building the baselines with rollup…');
  const baselineFiles = await buildBaselines({ benchDir, outDir });

  const oursBuilt = existsSync(join(distDir, 'pp-widgets.js'));
  if (!oursBuilt) notes.push('`dist/pp-widgets.js` is missing (run `npm run build`): every pp-widgets figure is n/a.');

  const urls = { ours: '/dist/pp-widgets.js', react: '/bench-out/react.js', preact: '/bench-out/preact.js' };
  for (const n of options.sizes) {
    for (const approach of ['ours', 'react', 'preact']) {
      writeFileSync(join(outDir, 'pages', `${approach}-${n}.html`), legacyPage({ n, approach, urls }));
    }
  }

  const server = await startServer({ port: 0, quiet: true });
  const benchServer = await startBenchServer({ distDir, outDir, upstream: server.url });
  const browser = await launchChromium();
  const results = {
    date: new Date().toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC'),
    machine: { nproc: os.availableParallelism ? os.availableParallelism() : os.cpus().length, load, os: `${os.type()} ${os.release()}`, chromium: `Chromium ${browser.version()}`, node: process.versions.node },
    options,
    approaches: APPROACHES,
    notes,
  };
  try {
    if (options.sections.includes('bytes')) {
      log('bench: (a) bytes…');
      results.bytes = {
        dist: fileSizes(shippedFiles(distDir), distDir),
        baselines: fileSizes(Object.values(baselineFiles), outDir),
        detail: oursBuilt ? await pageScripts({ browser, url: `${server.url}/detail.html` }) : null,
      };
    }
    if (options.sections.includes('startup')) {
      log('bench: (b) start-up…');
      results.startup = await runStartup({
        browser,
        pageUrl: (page, n) => `${benchServer.url}/bench-out/pages/${page}-${n}.html`,
        sizes: options.sizes,
        runs: options.runs,
        throttles: options.throttles,
        approaches: oursBuilt ? APPROACHES : APPROACHES.filter((a) => !a.id.startsWith('ours')),
        log,
      });
    }
    if (options.sections.includes('interaction') && oursBuilt) {
      log('bench: (c) interaction…');
      const biggest = Math.max(...options.sizes);
      results.interaction = {
        suggestions: await suggestionsLatency({ browser, url: `${server.url}/detail.html`, runs: options.runs }),
        dialog: [
          {
            label: '`detail.html` download button',
            result: await dialogLatency({ browser, url: `${server.url}/detail.html`, selector: '[data-widget="download"]', runs: options.runs }),
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
      };
    }
  } finally {
    await browser.close();
    await benchServer.close();
    await server.close();
  }
  results.seconds = (Date.now() - began) / 1000;
  const markdown = renderReport(results);
  writeFileSync(join(outDir, 'results.json'), JSON.stringify(results, null, 2));
  writeFileSync(join(benchDir, 'RESULTS.md'), markdown);
  log('');
  log(markdown);
  log(`bench: done in ${results.seconds.toFixed(0)} s; written to bench/RESULTS.md`);
}

main().catch((error) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
