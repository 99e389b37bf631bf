import { describe, expect, it } from 'vitest';
import { decideGate, drawDigit, isExcludedUtm, type GateInput } from './gates';
import { seededRandom } from '../../../tests/helpers/seeded-random';

const open = { isOpen: true, limitCount: 3, ratio: 1, utmSource: ['baidu_ad', 'sm'] };
const base: GateInput = { registered: false, config: open, clickCount: 1, draw: 0, utmSource: null };

describe('decideGate', () => {
  it('shows the dialog when the config is open and no gate skips', () => {
    expect(decideGate(base)).toEqual({ kind: 'show' });
  });

  it('proceeds at once when already registered, whatever the config', () => {
    expect(decideGate({ ...base, registered: true })).toEqual({ kind: 'proceed' });
    expect(decideGate({ ...base, registered: true, config: null })).toEqual({ kind: 'proceed' });
  });

  it('skips without a config', () => {
    expect(decideGate({ ...base, config: null })).toEqual({ kind: 'skip', reason: 'no-config' });
  });

  it('skips when the config is closed', () => {
    expect(decideGate({ ...base, config: { ...open, isOpen: false } })).toEqual({ kind: 'skip', reason: 'closed' });
  });

  it('skips once the click count exceeds limitCount', () => {
    expect(decideGate({ ...base, clickCount: 3 }).kind).toBe('show');
    expect(decideGate({ ...base, clickCount: 4 })).toEqual({ kind: 'skip', reason: 'limit' });
  });

  it('skips when the draw is at or above 10 x ratio', () => {
    const config = { ...open, ratio: 0.3 };
    expect(decideGate({ ...base, config, draw: 2 }).kind).toBe('show');
    expect(decideGate({ ...base, config, draw: 3 })).toEqual({ kind: 'skip', reason: 'ratio' });
    expect(decideGate({ ...base, config: { ...open, ratio: 0 }, draw: 0 })).toEqual({ kind: 'skip', reason: 'ratio' });
    expect(decideGate({ ...base, config: { ...open, ratio: 1 }, draw: 9 }).kind).toBe('show');
  });

  it('shows the dialog for about ratio of the clicks with a seeded random', () => {
    const random = seededRandom(20240229);
    const config = { ...open, ratio: 0.4 };
    let shown = 0;
    const n = 2000;
    for (let i = 0; i < n; i++) {
      const draw = drawDigit(random());
      if (decideGate({ ...base, config, draw }).kind === 'show') shown++;
    }
    expect(shown / n).toBeGreaterThan(0.37);
    expect(shown / n).toBeLessThan(0.43);
    // The same seed gives the same sequence of decisions.
    const again = seededRandom(20240229);
    const first = seededRandom(20240229);
    for (let i = 0; i < 50; i++) expect(drawDigit(again())).toBe(drawDigit(first()));
  });

  it('skips when the utm_source is excluded', () => {
    expect(decideGate({ ...base, utmSource: 'sm' })).toEqual({ kind: 'skip', reason: 'utm' });
    expect(decideGate({ ...base, utmSource: 'other' }).kind).toBe('show');
  });
});

describe('drawDigit', () => {
  it('maps [0, 1) onto 0-9', () => {
    expect([0, 0.09, 0.1, 0.55, 0.999999].map(drawDigit)).toEqual([0, 0, 1, 5, 9]);
  });
});

describe('isExcludedUtm', () => {
  it('matches whole trimmed values only', () => {
    expect(isExcludedUtm(' sm ', ['sm'])).toBe(true);
    expect(isExcludedUtm('sms', ['sm'])).toBe(false);
    expect(isExcludedUtm('', [''])).toBe(false);
    expect(isExcludedUtm(null, ['sm'])).toBe(false);
  });
});
