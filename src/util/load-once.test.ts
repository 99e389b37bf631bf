import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads at the first call and gives later calls the same promise', async () => {
    const load = vi.fn(() => Promise.resolve(7));
    const ensure = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const first = ensure();
    expect(ensure()).toBe(first);
    await expect(first).resolves.toBe(7);
    expect(ensure()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares a pending load between callers and forgets it when it fails, so the next call loads again', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('chunk')));
    const ensure = loadOnce(load);
    const a = ensure();
    const b = ensure();
    expect(b).toBe(a);
    await expect(a).rejects.toThrow('offline');
    fail = false;
    await expect(ensure()).resolves.toBe('chunk');
    await expect(ensure()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure before the callers hear of it, so a retry from a rejection handler loads again', async () => {
    let calls = 0;
    const ensure = loadOnce(() => (++calls === 1 ? Promise.reject(new Error('once')) : Promise.resolve(calls)));
    const retried = ensure().catch(() => ensure());
    await expect(retried).resolves.toBe(2);
  });
});
