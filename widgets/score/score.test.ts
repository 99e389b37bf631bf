import { describe, expect, it } from 'vitest';
import { isEmptyScore, parseScore, readScoreParams } from './score';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

const shares = (s: ReturnType<typeof parseScore>) => s!.distribution.map((r) => [r.stars, r.count, r.percent]);

describe('readScoreParams', () => {
  it('needs both the app id and the version id (legacy names too)', () => {
    expect(readScoreParams(el({ 'data-appid': '1', 'data-versionid': '9' }))).toEqual({ value: { appId: '1', versionId: '9' } });
    expect(readScoreParams(el({ 'data-app-id': '1' }))).toEqual({ error: 'data-version-id is missing' });
    expect('error' in readScoreParams(el({ 'data-version-id': '9' }))).toBe(true);
  });
});

describe('parseScore', () => {
  it('reads the fixture server’s shape (score, scoreCount, stars map)', () => {
    const s = parseScore({ appId: 1001, versionId: 53003, score: 4.6, scoreCount: 100, stars: { 5: 60, 4: 20, 3: 10, 2: 5, 1: 5 } });
    expect(s!.average).toBe(4.6);
    expect(s!.total).toBe(100);
    expect(shares(s)).toEqual([[5, 60, 60], [4, 20, 20], [3, 10, 10], [2, 5, 5], [1, 5, 5]]);
  });

  it('reads a bare array as 5 stars first, and objects with star and count', () => {
    expect(shares(parseScore({ average: 4, distribution: [3, 1, 0, 0, 0] }))[0]).toEqual([5, 3, 75]);
    expect(shares(parseScore({ avgScore: 4, list: [{ star: 1, count: 2 }, { star: 5, num: 2 }, { star: 9, count: 1 }] }))).toEqual([
      [5, 2, 50], [4, 0, 0], [3, 0, 0], [2, 0, 0], [1, 2, 50],
    ]);
  });

  it('halves a 10-point average and computes a missing one from the counts', () => {
    expect(parseScore({ score: 8.6 })!.average).toBe(4.3);
    expect(parseScore({ score: 'bad', stars: { 5: 1, 1: 1 } })!.average).toBe(3);
  });

  it('never lets a declared total fall below the counted ratings', () => {
    expect(parseScore({ total: 1, stars: { 5: 3 } })!.total).toBe(3);
    expect(parseScore({ total: '50', stars: { 5: 3 } })!.total).toBe(50);
  });

  it('reads an answer with nothing in it as empty, and a non-object as null', () => {
    const s = parseScore({})!;
    expect(isEmptyScore(s)).toBe(true);
    expect(s.distribution).toHaveLength(5);
    expect(parseScore(null)).toBeNull();
    expect(parseScore([1, 2])).toBeNull();
  });

  it('ignores malformed counts', () => {
    const s = parseScore({ score: 4, stars: { 5: -1, 4: 'x', 3: 2 } })!;
    expect(shares(s)).toEqual([[5, 0, 0], [4, 0, 0], [3, 2, 100], [2, 0, 0], [1, 0, 0]]);
  });
});
