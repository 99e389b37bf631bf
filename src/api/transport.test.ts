import { describe, it, expect } from 'vitest';
import { exposedHeader } from './transport';

describe('exposedHeader', () => {
  const xhr = (all: string) => ({ getAllResponseHeaders: () => all });

  it('reads a header the answer exposes, whatever its case and line ending', () => {
    expect(exposedHeader(xhr('content-type: application/json\r\nRetry-After: 3\r\n'), 'retry-after')).toBe('3');
    expect(exposedHeader(xhr('retry-after: Wed, 21 Oct 2026 07:28:00 GMT\n'), 'retry-after')).toBe('Wed, 21 Oct 2026 07:28:00 GMT');
  });

  it('is null when the header is not exposed (a cross-origin answer) or there are none', () => {
    expect(exposedHeader(xhr('content-type: application/json\r\n'), 'retry-after')).toBeNull();
    expect(exposedHeader(xhr(''), 'retry-after')).toBeNull();
    expect(exposedHeader({ getAllResponseHeaders: () => null as unknown as string }, 'retry-after')).toBeNull();
  });
});
