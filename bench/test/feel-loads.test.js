import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadsAfter } from '../lib/feel.js';

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
