import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTrackId, isValidTrackId, TRACK_ID_COPIES, TRACK_ID_LENGTH } from './track-id';

const HEX = '0123456789abcdef';

/** A random source replaying `values`, as fast-check generates them. */
function replay(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

const randomSource = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 31, maxLength: 31 });

describe('TRACK_ID_COPIES', () => {
  it('names seven copies of other positions, none copied twice or both copy and source', () => {
    expect(TRACK_ID_COPIES).toHaveLength(7);
    const copies = TRACK_ID_COPIES.map(([c]) => c);
    const sources = TRACK_ID_COPIES.map(([, s]) => s);
    expect(new Set(copies).size).toBe(7);
    for (const c of copies) expect(sources).not.toContain(c);
    for (const p of [...copies, ...sources]) expect(p).toBeLessThan(TRACK_ID_LENGTH - 1);
  });
});

describe('createTrackId', () => {
  it('makes 32-character ids ending in 3 whose seven copies match their sources, for any random source', () => {
    fc.assert(
      fc.property(randomSource, (values) => {
        const id = createTrackId(replay(values));
        expect(id).toHaveLength(32);
        expect(id.charAt(31)).toBe('3');
        for (const [copy, source] of TRACK_ID_COPIES) expect(id.charAt(copy)).toBe(id.charAt(source));
        expect(isValidTrackId(id)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives different ids for Math.random', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => createTrackId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(isValidTrackId(id)).toBe(true);
  });

  it('still makes a valid id from a broken random source', () => {
    for (const bad of [NaN, 1, -0.5, 7]) expect(isValidTrackId(createTrackId(() => bad))).toBe(true);
  });
});

describe('isValidTrackId', () => {
  it('rejects an id with any copy or source position changed', () => {
    fc.assert(
      fc.property(randomSource, fc.integer({ min: 0, max: 6 }), fc.boolean(), fc.integer({ min: 1, max: 15 }), (values, pair, changeSource, shift) => {
        const id = createTrackId(replay(values));
        const pos = TRACK_ID_COPIES[pair][changeSource ? 1 : 0];
        const changed = HEX.charAt((HEX.indexOf(id.charAt(pos)) + shift) % 16);
        const mutated = id.slice(0, pos) + changed + id.slice(pos + 1);
        expect(isValidTrackId(mutated)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects wrong length, wrong last character, upper case and non-strings', () => {
    const id = createTrackId(replay([0.1, 0.5, 0.9]));
    expect(isValidTrackId(id)).toBe(true);
    expect(isValidTrackId(id.slice(1))).toBe(false);
    expect(isValidTrackId(id + '3')).toBe(false);
    expect(isValidTrackId(id.slice(0, 31) + '4')).toBe(false);
    const letters = createTrackId(() => 0.99);
    expect(isValidTrackId(letters)).toBe(true);
    expect(isValidTrackId(letters.toUpperCase())).toBe(false);
    for (const v of [null, undefined, 32, {}, '']) expect(isValidTrackId(v)).toBe(false);
  });

  it('accepts almost no random 32-character strings ending in 3', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 31, maxLength: 31 }), (digits) => {
        const id = digits.map((d) => HEX.charAt(d)).join('') + '3';
        const copiesHold = TRACK_ID_COPIES.every(([c, s]) => id.charAt(c) === id.charAt(s));
        expect(isValidTrackId(id)).toBe(copiesHold);
      }),
      { numRuns: 1000 },
    );
  });
});
