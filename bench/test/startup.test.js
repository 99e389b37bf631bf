import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runStartup } from '../lib/startup.js';

const approaches = [
  { id: 'slow', label: 'slow', page: 'slow' },
  { id: 'fast', label: 'fast', page: 'fast' },
];

/** A fake clock and a fake measurement that costs `cost[page]` ms and reports ready = N. */
function fakes(cost) {
  let clock = 0;
  const seen = [];
  return {
    now: () => clock,
    seen,
    measure: async ({ url, throttle, withMemory, withListeners }) => {
      const [page, n] = url.split('-');
      seen.push({ page, n: Number(n), throttle, withMemory, withListeners });
      clock += cost[page];
      return { interactive: 1, ready: Number(n), heap: withMemory ? 1000 : null, listeners: withListeners ? 3 : null };
    },
  };
}

const base = { browser: null, pageUrl: (page, n) => `${page}-${n}`, approaches, log: () => undefined };

describe('runStartup', () => {
  it('runs every approach the asked number of times per cell when there is no deadline', async () => {
    const f = fakes({ slow: 1000, fast: 10 });
    const r = await runStartup({ ...base, sizes: [100, 1000], runs: 3, throttles: [1, 4], measure: f.measure, now: f.now });
    assert.equal(f.seen.length, 2 * 2 * 2 * 3);
    assert.equal(r[4][1000].fast.runs.length, 3);
    assert.equal(r[1][1000].slow.median.ready, 1000);
  });
  it('reads heap in the first pass only and listeners once per cell', async () => {
    const f = fakes({ slow: 1, fast: 1 });
    await runStartup({ ...base, sizes: [100], runs: 3, throttles: [1, 4], measure: f.measure, now: f.now });
    assert.deepEqual(f.seen.filter((s) => s.withMemory).map((s) => s.throttle), [1, 1, 1, 1, 1, 1]);
    assert.equal(f.seen.filter((s) => s.withListeners).length, 2);
  });
  it('loads the control page once per N, in the first pass only', async () => {
    const f = fakes({ slow: 1, fast: 1, none: 1 });
    const withControl = [...approaches, { id: 'none', label: 'none', page: 'none', control: true }];
    const r = await runStartup({ ...base, approaches: withControl, sizes: [100, 1000], runs: 3, throttles: [1, 4], measure: f.measure, now: f.now });
    assert.deepEqual(f.seen.filter((s) => s.page === 'none').map((s) => [s.n, s.throttle]), [[100, 1], [1000, 1]]);
    assert.equal(r[4][100].none.runs.length, 0);
  });
  it('drops runs of an approach that would overrun its share of the time left, never below one', async () => {
    const f = fakes({ slow: 60000, fast: 10 });
    const r = await runStartup({ ...base, sizes: [100], runs: 5, throttles: [1], measure: f.measure, now: f.now, deadline: 100000 });
    // 100 s for one cell of two approaches: 50 s each; one slow run already costs 60 s.
    assert.equal(r[1][100].slow.runs.length, 1);
    assert.equal(r[1][100].fast.runs.length, 5);
  });
});
