import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createImagePinger, PING_TIMEOUT_MS } from './image-ping';
import { createFakeWindow } from '../../../../tests/helpers/fake-log-window';

describe('createImagePinger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the 2000 ms ping timeout of product-rules §9', () => {
    expect(PING_TIMEOUT_MS).toBe(2000);
  });

  it('resolves true when the image loads or errors (the server answered)', async () => {
    for (const image of ['load', 'error'] as const) {
      const fake = createFakeWindow({ image });
      const result = createImagePinger(fake.win).ping('/collect?t=pv');
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(true);
      expect(fake.attempts.map((a) => a.url)).toEqual(['/collect?t=pv']);
    }
  });

  it('gives up after 2000 ms without an answer and clears its timer', async () => {
    const fake = createFakeWindow({ image: 'never' });
    let settled: boolean | null = null;
    void createImagePinger(fake.win).ping('/collect').then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves false at once without an Image constructor', async () => {
    await expect(createImagePinger(createFakeWindow({ image: 'missing' }).win).ping('/x')).resolves.toBe(false);
  });

  it('dispose ends pings in flight and clears their timers', async () => {
    const pinger = createImagePinger(createFakeWindow({ image: 'never' }).win);
    const a = pinger.ping('/a');
    const b = pinger.ping('/b');
    pinger.dispose();
    await expect(Promise.all([a, b])).resolves.toEqual([false, false]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
