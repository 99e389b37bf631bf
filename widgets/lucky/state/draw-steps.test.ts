import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DRAW_LOOPS, drawSteps, prizeIndex, spinIndex } from './draw-steps';

describe('drawSteps', () => {
  it('always ends on the target cell, whatever the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(), fc.nat(), (cells, a, b) => {
        const from = a % cells;
        const target = b % cells;
        const steps = drawSteps(from, target, cells, false);
        expect(steps[steps.length - 1].index).toBe(target);
        expect(steps.length).toBeGreaterThanOrEqual(DRAW_LOOPS * cells);
      }),
    );
  });

  it('moves one cell at a time and slows down', () => {
    const steps = drawSteps(2, 5, 8, false);
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i].index).toBe((steps[i - 1].index + 1) % 8);
      expect(steps[i].ms).toBeGreaterThanOrEqual(steps[i - 1].ms);
    }
    expect(steps[0].index).toBe(3);
  });

  it('jumps straight to the target under reduced motion', () => {
    const steps = drawSteps(0, 6, 8, true);
    expect(steps).toHaveLength(1);
    expect(steps[0].index).toBe(6);
  });

  it('is far shorter under reduced motion', () => {
    const total = (s: { ms: number }[]) => s.reduce((n, x) => n + x.ms, 0);
    expect(total(drawSteps(0, 6, 8, true)) * 5).toBeLessThan(total(drawSteps(0, 6, 8, false)));
  });

  it('ends with no cell lit when the prize is not on the grid', () => {
    const steps = drawSteps(1, -1, 8, false);
    expect(steps[steps.length - 1].index).toBe(-1);
  });
});

describe('prizeIndex', () => {
  const cells = [
    { id: 'a', name: 'Phone' },
    { id: 'b', name: 'Coupon' },
  ];
  it('finds a prize by id first, then by name', () => {
    expect(prizeIndex(cells, { id: 'b', name: 'x' })).toBe(1);
    expect(prizeIndex(cells, { id: 'zz', name: 'Phone' })).toBe(0);
  });
  it('returns -1 for a prize the grid does not show', () => {
    expect(prizeIndex(cells, { id: 'q', name: 'Car' })).toBe(-1);
  });
});

describe('spinIndex', () => {
  it('wraps around the cells', () => {
    expect(spinIndex(6, 3, 8)).toBe(1);
    expect(spinIndex(-1, 0, 8)).toBe(0);
  });
});
