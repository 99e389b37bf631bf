import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { acceptanceChecks, renderReport } from '../lib/report.js';
import { APPROACHES } from '../lib/startup.js';

const cell = (median, errors = []) => ({ runs: [median], median, errors });
const ours = (ready, extra = {}) => ({ interactive: 3, startCall: 1, ready, longTasks: 0, longTasksPage: 40, heap: 1.5e6, listeners: 30, ...extra });

function startup({ oursBig = ours(40), react = { ready: 7000, heap: 80e6 } } = {}) {
  return {
    1: {
      100: { ours: cell(ours(30)), react: cell({ ...react, ready: 100 }) },
      10000: { ours: cell(oursBig), react: cell({ interactive: 2000, ...react }) },
    },
  };
}

describe('acceptanceChecks', () => {
  it('passes every start-up criterion when the figures meet them', () => {
    const checks = acceptanceChecks(startup(), [100, 10000], 'ours');
    assert.equal(checks.length, 7);
    assert.deepEqual(checks.map((c) => c.ok), [true, true, true, true, true, true, true]);
  });
  it('fails the criteria the figures miss', () => {
    // 400 ms is 10x the N = 100 figure and 17.5x under React; 80 MB / 5 MB is 16x.
    const checks = acceptanceChecks(startup({ oursBig: ours(400, { heap: 5e6, listeners: 80 }) }), [100, 10000], 'ours');
    const failed = checks.filter((c) => c.ok === false).map((c) => c.what);
    assert.deepEqual(failed, ['JS heap <= 3 MB', 'listener count <= 50', 'ready within 1.5x of ready at N = 100', '>= 50x faster to ready than one React root per button', '>= 20x less JS heap than one React root per button']);
  });
  it('says n/a, not pass or fail, for a figure that could not be measured', () => {
    const checks = acceptanceChecks(startup({ oursBig: ours(null, { interactive: null }) }), [100, 10000], 'ours');
    assert.equal(checks[0].ok, null);
    assert.equal(checks[4].ok, null);
  });
  it('has nothing to check without a run at N = 10 000', () => {
    assert.deepEqual(acceptanceChecks({ 1: { 100: {} } }, [100], 'ours'), []);
  });
});

describe('renderReport', () => {
  it('writes the machine, a table per CPU pass with ratios against the baselines, and n/a for missing figures', () => {
    const md = renderReport({
      date: '2026-01-01 00:00:00 UTC',
      build: 'commit abc1234',
      machine: { nproc: 2, load: '1.0 / 1.0 / 1.0', os: 'Linux', chromium: 'Chromium 156', node: '20' },
      options: { quick: false, runs: 1, sizes: [100, 10000], throttles: [1] },
      approaches: APPROACHES,
      seconds: 10,
      notes: [],
      startup: startup(),
    });
    assert.match(md, /2 cores \(`nproc`\)/);
    assert.match(md, /Chromium 156/);
    assert.match(md, /### CPU unthrottled/);
    // React's ready at N = 10 000 is 7 000 ms against our 40 ms: 175x.
    assert.match(md, /\| 10 000 \| one React createRoot per button \| 2 000.0 ms \| 7 000.0 ms \|.*\| 175x \| 53x \|/);
    assert.match(md, /\| 100 \| one React createRoot per button \| n\/a \|/);
    assert.doesNotMatch(md, /machine was busy/);
  });
  it('warns that times are unreliable when the load average exceeds the cores', () => {
    const md = renderReport({
      date: 'd', build: 'b', seconds: 1, notes: [], approaches: APPROACHES,
      machine: { nproc: 2, load: '17.5 / 9.0 / 4.0', os: 'Linux', chromium: 'Chromium', node: '20' },
      options: { quick: true, runs: 1, sizes: [100], throttles: [1] },
    });
    assert.match(md, /busy when this ran \(load average 17.5 on 2 cores\)/);
  });  it('shows the scrolling rows with their medians and how many widgets were mounted', () => {
    const md = renderReport({
      date: 'd', build: 'b', seconds: 1, notes: [], approaches: APPROACHES,
      machine: { nproc: 2, load: '0.5 / 0.5 / 0.5', os: 'Linux', chromium: 'Chromium', node: '20' },
      options: { quick: true, runs: 1, sizes: [100], throttles: [1] },
      interaction: {
        scroll: {
          n: 10000,
          rows: [
            { label: 'control', result: { median: 14.2, p90: 22, runs: [{ median: 14.2, p90: 22, mounted: 0 }] } },
            { label: 'client', result: { median: null, p90: null, runs: [], note: 'pp:ready never fired' } },
            { label: 'ours', result: { median: 15, p90: 30, longestOurs: 77, longestWhere: { own: 80.4, invoker: 'IntersectionObserverCallback', file: 'pp-widgets.js' }, runs: [{ median: 15, p90: 30, mounted: 12 }] } },
            { label: 'calm', result: { median: 15, p90: 30, longestOurs: 0, longestWhere: { own: 0, invoker: '', file: '' }, runs: [{ median: 15, p90: 30, mounted: 12 }] } },
          ],
        },
      },
    });
    assert.match(md, /Scrolling the generated page of N = 10 000 rows/);
    assert.match(md, /\| control \| 14.2 ms \| 22.0 ms \| n\/a \| 0 \| 1 \| {2}\|/);
    assert.match(md, /\| client \| n\/a \| n\/a \| n\/a \| n\/a \| 0 \| pp:ready never fired \|/);
    assert.match(md, /\| ours \| 15.0 ms \| 30.0 ms \| 77.0 ms \(IntersectionObserverCallback pp-widgets.js\) \| 12 \| 1 \| {2}\|/);
    assert.match(md, /\| calm \| 15.0 ms \| 30.0 ms \| none \| 12 \| 1 \| {2}\|/);
  });
  it('shows the keystroke to the suggestion request in Android Chrome and in WeChat', () => {
    const sugs = (keyToRequest, note) => ({ afterResponse: 12, fromKey: 260, keyToRequest, runs: [{}, {}], note });
    const md = renderReport({
      date: 'd', build: 'b', seconds: 1, notes: [], approaches: APPROACHES,
      machine: { nproc: 2, load: '0.5 / 0.5 / 0.5', os: 'Linux', chromium: 'Chromium', node: '20' },
      options: { quick: true, runs: 2, sizes: [100], throttles: [1] },
      interaction: { suggestions: sugs(204.4), suggestionsWechat: sugs(1171, 'slow') },
    });
    assert.match(md, /search in Android Chrome: keystroke → the `\/search\/sugs` request leaves \(200 ms debounce included\) \| 204.4 ms \| 2 \|  \|/);
    assert.match(md, /search in WeChat on Android \(no bridge\): keystroke → the `\/search\/sugs` request leaves \(200 ms debounce included\) \| 1 171.0 ms \| 2 \| slow \|/);
  });
  it('shows what the detail page loads on the first page of a session and on a later one', () => {
    const f = (file, gzip) => ({ file, bytes: gzip * 3, gzip });
    const md = renderReport({
      date: 'd', build: 'b', seconds: 1, notes: [], approaches: APPROACHES,
      machine: { nproc: 2, load: '0.5 / 0.5 / 0.5', os: 'Linux', chromium: 'Chromium', node: '20' },
      options: { quick: true, runs: 1, sizes: [100], throttles: [1] },
      bytes: {
        dist: [f('pp-widgets.js', 13000)],
        baselines: [],
        detail: {
          ready: true,
          atReady: [f('/dist/pp-widgets.js', 13000)],
          atIdle: [f('/dist/pp-widgets.js', 13000), f('/dist/chunks/lazy-images-a.js', 2100), f('/dist/chunks/tips-banner-b.js', 2400)],
          later: { ready: true, atReady: [f('/dist/pp-widgets.js', 13000)], atIdle: [f('/dist/pp-widgets.js', 13000), f('/dist/chunks/lazy-images-a.js', 2100)] },
        },
      },
    });
    assert.match(md, /first page of a session/);
    assert.match(md, /3 scripts, 52 500 bytes, \*\*17.5 KB gzip\*\*/);
    assert.match(md, /A later page of the same session .*: 2 scripts \(`pp-widgets.js`, `lazy-images-a.js`\), 45 300 bytes, \*\*15.1 KB gzip\*\*/);
  });
});

describe('acceptanceChecks with React not ready in time', () => {
  it('counts the lower bound as proof when it is big enough, and as unknown when it is not', () => {
    const proven = acceptanceChecks(startup({ react: { ready: null, readyAbove: 90000, heap: 80e6 } }), [100, 10000], 'ours');
    assert.equal(proven[5].ok, true);
    assert.match(proven[5].shown, /^> /);
    const unknown = acceptanceChecks(startup({ oursBig: ours(40), react: { ready: null, readyAbove: 1000, heap: 80e6 } }), [100, 10000], 'ours');
    assert.equal(unknown[5].ok, null);
  });
});
