import { describe, expect, it } from 'vitest';
import { DEFAULT_STAT_LOGGER_NAME, svrFor } from './stat-logger';

describe('svrFor', () => {
  it('is 1 when the legacy stat-logger interface exists, 2 otherwise', () => {
    expect(DEFAULT_STAT_LOGGER_NAME).toBe('StatLoggerInterface');
    expect(svrFor({ StatLoggerInterface: {} })).toBe(1);
    expect(svrFor({})).toBe(2);
    expect(svrFor(null)).toBe(2);
  });

  it('looks under another global name when told', () => {
    expect(svrFor({ Other: {} }, 'Other')).toBe(1);
    expect(svrFor({ StatLoggerInterface: {} }, 'Other')).toBe(2);
  });

  it('treats a throwing getter as absent', () => {
    const win = Object.defineProperty({}, 'StatLoggerInterface', {
      get() {
        throw new Error('blocked');
      },
    });
    expect(svrFor(win)).toBe(2);
  });
});
