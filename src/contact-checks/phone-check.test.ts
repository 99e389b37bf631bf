import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone-check';

// Real-format mainland mobile numbers the spec's first (strict) list covers.
const STRICT_VALID = [
  '13012345678', '13112345678', '13212345678', '13312345678', '13412345678', '13512345678',
  '13612345678', '13712345678', '13812345678', '13912345678', '14512345678', '14712345678',
  '14912345678', '15012345678', '15112345678', '15212345678', '15312345678', '15512345678',
  '15612345678', '15712345678', '15812345678', '15912345678', '17012345678', '17612345678',
  '17712345678', '17812345678', '18012345678', '18112345678', '18612345678', '18812345678',
  '18912345678',
];

// Newer ranges: valid by the broad check (the default) only.
const BROAD_ONLY = [
  '14012345678', '14612345678', '15412345678', '16612345678', '16212345678', '17112345678',
  '17312345678', '17512345678', '19112345678', '19812345678', '19912345678', '19012345678',
];

const INVALID = [
  '', '1381234567', '138123456789', '12012345678', '11012345678', '10012345678', '23812345678',
  '1381234567a', '138 1234 5678', '+8613812345678', '８１３８１２３４５６７', '138-1234-5678', 'phone',
];

describe('isValidPhone', () => {
  it('accepts the spec first list in both modes', () => {
    expect(STRICT_VALID.length).toBeGreaterThanOrEqual(30);
    for (const p of STRICT_VALID) {
      expect(isValidPhone(p), p).toBe(true);
      expect(isValidPhone(p, 'strict'), p).toBe(true);
    }
  });

  it('accepts 1[3-9] plus 9 digits by default and rejects them in strict mode when outside the list', () => {
    for (const p of BROAD_ONLY) {
      expect(isValidPhone(p), p).toBe(true);
      expect(isValidPhone(p, 'strict'), p).toBe(false);
    }
  });

  it('rejects 154 in strict mode (15 not followed by 4)', () => {
    expect(isValidPhone('15412345678', 'strict')).toBe(false);
  });

  it('rejects malformed numbers in both modes', () => {
    for (const p of INVALID) {
      expect(isValidPhone(p), p).toBe(false);
      expect(isValidPhone(p, 'strict'), p).toBe(false);
    }
  });

  it('ignores surrounding spaces', () => {
    expect(isValidPhone(' 13812345678 ')).toBe(true);
  });
});
