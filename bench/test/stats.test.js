import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { median, ratio, fmt, fmtRatio, fmtKB, fmtMB, longTaskTotalAfter, scriptTimeInLongFrames, renderingBetween, harnessGap } from '../lib/stats.js';

describe('median', () => {
  it('takes the middle of an odd count whatever the order', () => {
    assert.equal(median([9, 1, 5]), 5);
  });
  it('averages the two middles of an even count', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });
  it('leaves out runs without a figure, and gives null when none has one', () => {
    assert.equal(median([null, 7, undefined, NaN]), 7);
    assert.equal(median([null, undefined]), null);
  });
});

describe('ratio', () => {
  it('says how many times the other figure is bigger than ours', () => {
    assert.equal(ratio(10, 500), 50);
  });
  it('gives null for a missing or zero figure of ours', () => {
    assert.equal(ratio(null, 5), null);
    assert.equal(ratio(0, 5), null);
    assert.equal(ratio(5, null), null);
  });
});

describe('fmt', () => {
  it('groups thousands with spaces and keeps the asked decimals', () => {
    assert.equal(fmt(1440003), '1 440 003');
    assert.equal(fmt(7269.25, 1), '7 269.3');
  });
  it('prints n/a for a missing figure', () => {
    assert.equal(fmt(null), 'n/a');
    assert.equal(fmtRatio(undefined), 'n/a');
    assert.equal(fmtKB(null), 'n/a');
  });
});

describe('fmtRatio / fmtKB / fmtMB', () => {
  it('prints small ratios with one decimal and large ones whole', () => {
    assert.equal(fmtRatio(2.345), '2.3x');
    assert.equal(fmtRatio(207.6), '208x');
  });
  it('uses 1 000-byte kilobytes and megabytes', () => {
    assert.equal(fmtKB(68100), '68.1 KB');
    assert.equal(fmtMB(1200000), '1.2 MB');
  });
});

describe('longTaskTotalAfter', () => {
  it('counts only the part of each long task after the mark', () => {
    assert.equal(longTaskTotalAfter([[0, 80], [200, 60]], 50), 30 + 60);
  });
  it('ignores tasks that ended before the mark', () => {
    assert.equal(longTaskTotalAfter([[0, 60], [100, 55]], 500), 0);
  });
});

describe('scriptTimeInLongFrames', () => {
  it('adds the script entries that started after the mark, not the frames around them', () => {
    const frames = [
      [0, 700, [[10, 30], [40, 7]]],
      [900, 60, [[905, 6]]],
      [1000, 55, []],
    ];
    assert.equal(scriptTimeInLongFrames(frames, 30), 7 + 6);
    assert.equal(scriptTimeInLongFrames(frames, 0), 30 + 7 + 6);
    assert.equal(scriptTimeInLongFrames([], 0), 0);
  });
});

describe('harnessGap', () => {
  it('is all the time from the end of the script to the start() call when the end probe is there', () => {
    // A 2.5 s layout and 250 ms of something else between the two scripts (4x throttling).
    const frames = [[1032, 2980, [[1526, 10]], 1538]];
    assert.equal(harnessGap({ exec: 1526, 'exec-end': 1536, 'start-call': 4267 }, frames), 4267 - 1536);
    assert.equal(harnessGap({ exec: 10, 'exec-end': 12, 'start-call': 11 }, []), 0);
  });
  it('falls back to the rendering in between without the end probe, and is 0 without a start() call', () => {
    const frames = [[100, 120, [], 110]];
    assert.equal(harnessGap({ exec: 100, 'start-call': 480 }, frames), 110);
    assert.equal(harnessGap({ exec: 100, 'start-call': 480 }, frames, true), 0);
    assert.equal(harnessGap({ exec: 100, 'exec-end': 105 }, frames), 0);
  });
});

describe('renderingBetween', () => {
  it('adds the rendering of the long frames that rendered inside the interval only', () => {
    const frames = [
      [100, 120, [], 110], // renders 110..220: inside
      [300, 80, [], 0], // no rendering
      [400, 100, [], 450], // renders 450..500: ends after `to`
    ];
    assert.equal(renderingBetween(frames, 100, 480), 110);
    assert.equal(renderingBetween(frames, 115, 480), 0);
    assert.equal(renderingBetween([], 0, 100), 0);
  });
});
