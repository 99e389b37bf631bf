import { describe, expect, it } from 'vitest';
import { iosSpecialPlatform } from './ios-special-platform';

describe('iosSpecialPlatform', () => {
  it.each([
    [false, 'ppzb', 2, 1],
    [true, 'ppzb', 8, 2],
    [false, 'ppyy', 1, 1],
    [true, 'ppyy', 4, 2],
    [false, null, 1, 1],
    [true, null, 4, 2],
  ] as const)('gives isIPad=%s client=%s platform %i device %i', (isIPad, client, platform, device) => {
    expect(iosSpecialPlatform({ isIPad, client })).toEqual({ platform, device });
  });

  it('does not throw on a missing input', () => {
    expect(iosSpecialPlatform(undefined as never)).toEqual({ platform: 1, device: 1 });
  });
});
