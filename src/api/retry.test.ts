import { describe, expect, it } from 'vitest';
import { isRetryable, parseRetryAfter, retryDelay } from './retry';

describe('isRetryable', () => {
  it.each([408, 429, 500, 502, 503, 504, 599])('retries a GET on %i', (status) => {
    expect(isRetryable('GET', status)).toBe(true);
  });

  it.each([200, 301, 400, 401, 403, 404, 410])('does not retry a GET on %i', (status) => {
    expect(isRetryable('GET', status)).toBe(false);
  });

  it('never retries a GET that acts on the server (a draw)', () => {
    for (const status of [408, 429, 500, 502, 503]) expect(isRetryable('GET', status, true)).toBe(false);
  });

  it('never retries a POST', () => {
    for (const status of [408, 429, 500, 503]) expect(isRetryable('POST', status)).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta seconds', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000);
    expect(parseRetryAfter(' 0.5 ', 0)).toBe(500);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    const now = Date.parse('Sat, 21 Nov 2026 04:00:00 GMT');
    expect(parseRetryAfter('Sat, 21 Nov 2026 04:00:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 03:00:00 GMT', now)).toBe(0);
  });

  it('gives null when absent or unreadable', () => {
    expect(parseRetryAfter(null, 0)).toBeNull();
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });
});

describe('retryDelay', () => {
  const opts = { base: 500, max: 10000, now: 0 };

  it('doubles the base per retry', () => {
    expect(retryDelay(0, null, opts)).toBe(500);
    expect(retryDelay(1, null, opts)).toBe(1000);
  });

  it('waits for Retry-After when it is longer than the backoff', () => {
    expect(retryDelay(0, '3', opts)).toBe(3000);
    expect(retryDelay(1, '0', opts)).toBe(1000);
  });

  it('never waits more than max', () => {
    expect(retryDelay(0, '120', opts)).toBe(10000);
  });
});
