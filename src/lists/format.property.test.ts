import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';
import { formatSize } from './app-list/format-size';
import { chooseIconSize, ICON_SIZES, iconUrl } from '../app-link/icon-size';
import { toWebp } from '../webp/to-webp';

describe('formats on any input', () => {
  it('never throw and always return strings', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(typeof formatCount(a, b as string)).toBe('string');
        expect(typeof formatSize(a)).toBe('string');
        expect(ICON_SIZES).toContain(chooseIconSize(a, b));
        expect(typeof iconUrl(a, b)).toBe('string');
        expect(typeof toWebp(a, b as never)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatCount', () => {
  it('never shows a count larger than it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (n) => {
        const text = formatCount(n);
        const match = /^([\d.]+)(万|亿)?$/.exec(text);
        expect(match).not.toBeNull();
        const shown = Number(match![1]) * (match![2] === '亿' ? 1e8 : match![2] === '万' ? 1e4 : 1);
        expect(shown).toBeLessThanOrEqual(n);
        // and never more than one tenth of a unit smaller
        const unit = match![2] === '亿' ? 1e8 : match![2] === '万' ? 1e4 : 1;
        expect(n - shown).toBeLessThan(unit === 1 ? 1 : unit / 10);
      }),
    );
  });
});

describe('chooseIconSize', () => {
  it('covers the needed pixels whenever an allowed size can', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 400, noNaN: true }), fc.double({ min: 0.5, max: 4, noNaN: true }), (px, dpr) => {
        const size = chooseIconSize(px, dpr);
        if (px * dpr <= 260) {
          expect(size).toBeGreaterThanOrEqual(px * dpr);
          const smaller = ICON_SIZES.filter((s) => s < size);
          smaller.forEach((s) => expect(s).toBeLessThan(px * dpr));
        } else expect(size).toBe(260);
      }),
    );
  });
});
