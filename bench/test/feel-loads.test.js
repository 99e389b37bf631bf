import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadsAfter, withLoads } from '../lib/feel.js';

describe('loadsAfter (--feel-loads)', () => {
  it('keeps the first load and the later ones in order; a load that failed or has a note counts for nothing', async () => {
    const later = [{ longest: null }, { note: 'net::ERR_TIMED_OUT' }, new Error('page crashed'), { longest: { duration: 60 } }];
    const load = async () => {
      const r = later.shift();
      if (r instanceof Error) throw r;
      return r;
    };
    const first = { longest: { duration: 77 } };
    assert.deepEqual(await loadsAfter(first, 5, load), [first, { longest: null }, { longest: { duration: 60 } }]);
    assert.deepEqual(await loadsAfter(first, 1, load), [first]);
  });
});

describe('withLoads (--feel-loads)', () => {
  it("keeps each load's longest task of ours, where it ran, and its shift of ours beside the first load's figures", () => {
    const first = { tbt: 12, clsOurs: 0, longest: { duration: 30, invoker: 'SchedulerPostTaskCallback', file: 'lucky-B7.js' } };
    const all = [first, { clsOurs: 0.01, longest: null }, { longest: { duration: 51, invoker: 'TimerHandler:setTimeout', file: 'pp-widgets.js' } }, { longest: { duration: 52, file: 'header-Aa.js' } }];
    assert.deepEqual(withLoads(first, all), {
      ...first,
      longestLoads: [30, 0, 51, 52],
      longestWhere: ['SchedulerPostTaskCallback, lucky-B7.js', null, 'TimerHandler:setTimeout, pp-widgets.js', 'header-Aa.js'],
      clsOursLoads: [0, 0.01, 0, 0],
    });
  });
});
