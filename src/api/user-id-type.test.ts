import { describe, expect, it } from 'vitest';
import { userIdTypeFor } from './user-id-type';

describe('userIdTypeFor', () => {
  it('gives 4 for ppzb, 2 for ppyy, 0 otherwise (product-rules §3)', () => {
    expect(userIdTypeFor('ppzb')).toBe(4);
    expect(userIdTypeFor({ client: 'ppyy' })).toBe(2);
    expect(userIdTypeFor({ client: 'android' })).toBe(0);
    expect(userIdTypeFor(null)).toBe(0);
    expect(userIdTypeFor(undefined)).toBe(0);
  });
});
