#!/usr/bin/env node
// A targeted probe of our long tasks (not part of the bench run nor of the test suite): loads a
// few pages at 4x CPU (Emulation.setCPUThrottlingRate; Slow 4G with --slow), records the Long
// Animation Frames whose scripts come from /dist/ (invoker, sourceFunctionName, duration,
// forcedStyleAndLayoutDuration) and a CPU profile (CDP Profiler), and prints, per load, our
// longest script entries and the functions of ours that took the most self time, named through
// dist/'s source maps (file:line of the source). Build first (npm run build).
//
//   node bench/probe-tasks.js [--slow] [--no-profile] [--tree] [--windows] [--runs N] [--desktop] [page-or-url ...]
//   node bench/probe-tasks.js home lucky 'gallery/frame.html?widget=back-to-top'
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launchChromium } from './lib/browser.js';
import { SLOW_4G, CPU_SLOWDOWN } from './lib/tap.js';
import { DEVICES } from './lib/feel.js';
import { startServer } from '../server/start.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return false;
  argv.splice(i, 1);
  return true;
};
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const value = argv[i + 1];
  argv.splice(i, 2);
  return value;
};
const slow = flag('--slow');
// The profiler's sampling slows the page down: --no-profile for the durations alone.
const profiling = !flag('--no-profile');
// --tree: where our entry points' time went (inclusive, by callee).
const tree = flag('--tree');
// --windows: for each long script entry of ours (>= 40 ms), the self time by function (any
// function, ours named through the source maps) of the profile's samples inside that entry.
const windows = flag('--windows');
const device = flag('--desktop') ? DEVICES[1] : DEVICES[0];
const runs = Number(option('--runs', '1'));
const observeMs = Number(option('--observe', '5000'));
const targets = argv.length ? argv : ['home', 'detail', 'content', 'lucky', 'gallery/frame.html?widget=back-to-top'];

function probes() {
  const p = (window.__probe = { frames: [], ready: null, mark: null });
  // A marker the CPU profile can be lined up with: a 4 ms spin at a known performance.now().
  document.addEventListener('DOMContentLoaded', function ppwProbeMarker() {
    const t0 = performance.now();
    while (performance.now() - t0 < 4);
    p.mark = t0;
  });
  document.addEventListener('pp:ready', () => (p.ready = performance.now()));
  try {
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) =>
        p.frames.push({
          startTime: e.startTime,
          duration: e.duration,
          blockingDuration: e.blockingDuration,
          scripts: (e.scripts || []).map((s) => ({
            sourceURL: s.sourceURL,
            sourceFunctionName: s.sourceFunctionName,
            invoker: s.invoker,
            invokerType: s.invokerType,
            startTime: s.startTime,
            // Before it: the script's compiling (a classic script's), the browser's.
            compile: s.executionStart - s.startTime,
            duration: s.duration,
            forced: s.forcedStyleAndLayoutDuration,
          })),
        }),
      ),
    ).observe({ type: 'long-animation-frame', buffered: true });
  } catch (_) {
    /* no LoAF */
  }
}

const maps = new Map();
function mapOf(url) {
  const path = new URL(url).pathname;
  if (!path.startsWith('/dist/')) return null;
  if (maps.has(path)) return maps.get(path);
  const file = join(root, path) + '.map';
  const map = existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null;
  maps.set(path, map);
  return map;
}

/** A profile node's name: ours through the source maps, any other by its URL and function. */
function nodeName(callFrame) {
  const map = callFrame.url.includes('/dist/') ? mapOf(callFrame.url) : null;
  let name = `${callFrame.url.replace(/^.*\/dist\//, '') || '(native)'}:${callFrame.lineNumber + 1} ${callFrame.functionName}`;
  if (map) {
    const pos = originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
    if (pos.source) name = `${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line} ${callFrame.functionName}`;
    // Code without a source position (a wrapper the build adds): its column.
    else name += ` @${callFrame.columnNumber}`;
  }
  return name.trim();
}

/**
 * Self time by function in each window [from, to] of page time (ms), the profile lined up by the
 * marker's first sample at page time `mark`.
 */
function windowTimes(profile, mark, spans) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] || 0;
    times.push(t);
  }
  const markAt = profile.samples.findIndex((id) => byId.get(id).callFrame.functionName === 'ppwProbeMarker');
  if (markAt < 0 || mark === null) return spans.map(() => []);
  const offset = times[markAt] / 1000 - mark;
  return spans.map(([from, to]) => {
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      const at = times[i] / 1000 - offset;
      if (at < from || at > to) continue;
      const name = nodeName(byId.get(profile.samples[i]).callFrame);
      self.set(name, (self.get(name) || 0) + (profile.timeDeltas[i + 1] || 0) / 1000);
    }
    return [...self].sort((a, b) => b[1] - a[1]);
  });
}

/** Self time per function of ours (by its source position), from a CPU profile. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    self.set(node.id, (self.get(node.id) || 0) + (deltas[i + 1] || 0) / 1000);
  }
  const out = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    if (!callFrame.url.includes('/dist/')) continue;
    const map = mapOf(callFrame.url);
    let name = `${callFrame.url.replace(/^.*\/dist\//, '')}:${callFrame.lineNumber + 1}`;
    if (map) {
      const pos = originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      if (pos.source) name = `${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line} ${pos.name || callFrame.functionName || ''}`.trim();
    }
    out.set(name, (out.get(name) || 0) + ms);
  }
  return [...out].sort((a, b) => b[1] - a[1]);
}

/**
 * Where the time of our entry points went: each node of ours called from outside our code, with
 * its callees of ours by inclusive time (at least `min` ms, `depth` levels).
 */
function callTree(profile, min = 3, depth = 4) {
  const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0, total: 0, parent: null }]));
  for (const n of byId.values()) for (const c of n.children || []) byId.get(c).parent = n;
  for (let i = 0; i < profile.samples.length; i++) byId.get(profile.samples[i]).self += (profile.timeDeltas[i + 1] || 0) / 1000;
  const total = (n) => (n.total = n.self + (n.children || []).reduce((sum, c) => sum + total(byId.get(c)), 0));
  for (const n of byId.values()) if (!n.parent) total(n);
  const ours = (n) => n.callFrame.url.includes('/dist/');
  const lines = [];
  const walk = (n, level) => {
    if (n.total < min || level > depth) return;
    const map = mapOf(n.callFrame.url);
    let name = `${n.callFrame.url.replace(/^.*\/dist\//, '')}:${n.callFrame.lineNumber + 1} ${n.callFrame.functionName}`;
    if (map) {
      const pos = originalPositionFor(map, { line: n.callFrame.lineNumber + 1, column: n.callFrame.columnNumber });
      if (pos.source) name = `${pos.source.replace(/^(\.\.\/)+/, '')}:${pos.line} ${n.callFrame.functionName}`;
    }
    lines.push(`${'  '.repeat(level + 1)}${n.total.toFixed(1)} ms  ${name}`);
    (n.children || []).map((c) => byId.get(c)).filter(ours).sort((a, b) => b.total - a.total).forEach((c) => walk(c, level + 1));
  };
  [...byId.values()].filter((n) => ours(n) && !(n.parent && ours(n.parent))).sort((a, b) => b.total - a.total).forEach((n) => walk(n, 0));
  return lines;
}

async function oneLoad(browser, url) {
  const context = await browser.newContext(device.context);
  try {
    await context.addInitScript(probes);
    const page = await context.newPage();
    await page.route('**/download/apk**', (route) => route.fulfill({ status: 204, body: '' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (slow) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    const now = await page.evaluate(() => performance.now());
    if (now < observeMs) await page.waitForTimeout(observeMs - now);
    const profile = profiling ? (await cdp.send('Profiler.stop')).profile : null;
    const p = await page.evaluate(() => window.__probe);
    const ours = [];
    for (const f of p.frames) for (const s of f.scripts) if (/\/dist\//.test(s.sourceURL || '')) ours.push(s);
    ours.sort((a, b) => b.duration - a.duration);
    const long = ours.filter((s) => s.duration >= 40);
    const spans = profile && windows ? windowTimes(profile, p.mark, long.map((s) => [s.startTime, s.startTime + s.duration])) : [];
    return { ready: p.ready, ours, self: profile ? selfTimes(profile) : [], tree: profile && tree ? callTree(profile) : [], spans: spans.map((top, i) => [long[i], top]) };
  } finally {
    await context.close();
  }
}

const server = await startServer({ port: 0, quiet: true });
const browser = await launchChromium();
try {
  for (const target of targets) {
    const url = /^https?:/.test(target) ? target : `${server.url}/${target.includes('.html') ? target : target + '.html'}`;
    for (let r = 0; r < runs; r++) {
      const { ready, ours, self, tree: lines, spans } = await oneLoad(browser, url);
      const longest = ours[0] ? Math.round(ours[0].duration) : 0;
      console.log(`\n${target} (${device.id}${slow ? ', Slow 4G' : ''}, 4x CPU) run ${r + 1}: our longest ${longest} ms, pp:ready ${ready === null ? '-' : Math.round(ready)} ms`);
      for (const s of ours.slice(0, 6)) {
        const file = s.sourceURL.replace(/^.*\/dist\//, '');
        console.log(`  ${String(Math.round(s.duration)).padStart(4)} ms at ${Math.round(s.startTime)}  ${s.invokerType} ${s.invoker} ${s.sourceFunctionName || ''} (${file}; compile ${Math.round(s.compile || 0)}, layout ${Math.round(s.forced || 0)})`);
      }
      if (self.length) console.log('  self time of ours:');
      for (const [name, ms] of self.slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
      if (lines.length) console.log('  call tree of ours (inclusive):\n' + lines.join('\n'));
      for (const [entry, top] of spans) {
        console.log(`  inside the ${Math.round(entry.duration)} ms at ${Math.round(entry.startTime)} (${entry.invoker}), self time:`);
        for (const [name, ms] of top.slice(0, 14)) console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${name}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
