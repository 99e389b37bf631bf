// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closestName, distance } from '../../bin/lib/similar.js';

describe('distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(distance('download', 'download')).toBe(0);
    expect(distance('downlaod', 'download')).toBe(1);
    expect(distance('comment', 'comments')).toBe(1);
    expect(distance('serch', 'search')).toBe(1);
    expect(distance('recs', 'rec')).toBe(1);
    expect(distance('type', 'tips')).toBe(2);
  });
});

describe('closestName', () => {
  it('suggests the nearest known name within two edits', () => {
    expect(closestName('resouce-type', ['resource-type', 'tips'])).toBe('resource-type');
    expect(closestName('donwload', ['download', 'lucky'])).toBe('download');
  });

  it('allows one edit only for short names, so unrelated short names are not "typos"', () => {
    expect(closestName('type', ['tips'])).toBeNull();
    expect(closestName('pos', ['page'])).toBeNull();
    expect(closestName('carousel', ['header', 'search'])).toBeNull();
  });
});
