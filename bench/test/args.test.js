import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseArgs, FULL } from '../lib/args.js';

describe('parseArgs', () => {
  it('runs everything with no option', () => {
    const o = parseArgs([]);
    assert.deepEqual([o.sizes, o.runs, o.throttles, o.sections], [FULL.sizes, FULL.runs, FULL.throttles, FULL.sections]);
  });
  it('narrows --quick to N = 100 and 1 000 with 3 runs, both CPU passes kept', () => {
    const o = parseArgs(['--quick']);
    assert.deepEqual([o.sizes, o.runs, o.throttles, o.quick], [[100, 1000], 3, [1, 4], true]);
  });
  it('reads sizes, runs, throttles and sections', () => {
    const o = parseArgs(['--sizes=100,10000', '--runs=2', '--throttles=1', '--only=bytes,interaction']);
    assert.deepEqual([o.sizes, o.runs, o.throttles, o.sections], [[100, 10000], 2, [1], ['bytes', 'interaction']]);
  });
  it('runs every run unless given a budget in seconds, 0 meaning no limit', () => {
    assert.equal(parseArgs([]).budget, 0);
    assert.equal(parseArgs(['--budget=330']).budget, 330);
    assert.equal(parseArgs(['--budget=0']).budget, 0);
    assert.equal(parseArgs(['--budget=600']).budget, 600);
  });
  it('loads each page of part (e) once unless given --feel-loads', () => {
    assert.equal(parseArgs([]).feelLoads, 1);
    assert.equal(parseArgs(['--feel-loads=3']).feelLoads, 3);
    assert.equal(parseArgs(['--feel-loads=0']).feelLoads, 1);
  });
  it('reads --report-only, which measures nothing', () => {
    assert.equal(parseArgs(['--report-only']).reportOnly, true);
    assert.equal(parseArgs([]).reportOnly, false);
  });
  it('refuses an unknown option or section instead of running the full bench', () => {
    assert.throws(() => parseArgs(['--quik']), /unknown option/);
    assert.throws(() => parseArgs(['--only=speed']), /unknown section/);
  });
});
