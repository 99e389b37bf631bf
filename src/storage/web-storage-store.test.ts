import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore, createSessionStore } from './web-storage-store';
import { sweepExpired } from './sweep';

function securityError(): Error {
  return new DOMException('The operation is insecure.', 'SecurityError');
}

/** A window whose storage getter throws, as with cookies disabled or in a sandboxed iframe. */
function windowWithThrowingGetter(): Window {
  return {
    get localStorage(): Storage {
      throw securityError();
    },
    get sessionStorage(): Storage {
      throw securityError();
    },
  } as unknown as Window;
}

/** A Storage every method of which throws (and counts its calls). */
function throwingStorage(): Storage & { calls: number } {
  const s = {
    calls: 0,
    length: 0,
    key(): string | null {
      s.calls++;
      throw securityError();
    },
    getItem(): string | null {
      s.calls++;
      throw securityError();
    },
    setItem(): void {
      s.calls++;
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    },
    removeItem(): void {
      s.calls++;
      throw securityError();
    },
    clear(): void {
      s.calls++;
      throw securityError();
    },
  };
  return s;
}

/** Safari private mode: reads work, every write fails with quota 0. */
function quotaZeroStorage(): Storage {
  const data: Record<string, string> = {};
  return {
    length: 0,
    key: () => null,
    getItem: (k: string) => (k in data ? data[k] : null),
    setItem: () => {
      throw new DOMException('QuotaExceededError: DOM Exception 22', 'QuotaExceededError');
    },
    removeItem: (k: string) => {
      delete data[k];
    },
    clear: () => undefined,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createLocalStore', () => {
  it('writes JSON under a ppw: prefixed key and reads it back', () => {
    const store = createLocalStore(window);
    store.set('user', { name: 'x', n: 2 });
    expect(JSON.parse(window.localStorage.getItem('ppw:user') as string)).toEqual({ v: { name: 'x', n: 2 } });
    expect(store.get('user')).toEqual({ name: 'x', n: 2 });
  });

  it('uses the page window it is given (the services\')', () => {
    createLocalStore(window).set('k', 1);
    expect(window.localStorage.getItem('ppw:k')).not.toBeNull();
  });

  it('forgets and deletes a value once its time-to-live has passed (fake timers)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const store = createLocalStore(window);
    store.set('realname', { ok: 1 }, 3600);
    vi.advanceTimersByTime(3599 * 1000);
    expect(store.get('realname')).toEqual({ ok: 1 });
    vi.advanceTimersByTime(1000);
    expect(store.get('realname')).toBeNull();
    expect(window.localStorage.getItem('ppw:realname')).toBeNull();
  });

  it('sweepExpired() deletes every expired entry, read or not, and leaves the rest and other keys', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const store = createLocalStore(window);
    store.set('realname.info', { name: '张三' }, 3600);
    store.set('later', 1, 7200);
    store.set('forever', 2);
    window.localStorage.setItem('host-key', 'x');
    vi.advanceTimersByTime(3601 * 1000);
    sweepExpired(window, store);
    expect(window.localStorage.getItem('ppw:realname.info')).toBeNull();
    expect(window.localStorage.getItem('ppw:later')).not.toBeNull();
    expect(window.localStorage.getItem('ppw:forever')).not.toBeNull();
    expect(window.localStorage.getItem('host-key')).toBe('x');
    vi.useRealTimers();
  });

  it('keeps a value without time-to-live for good', () => {
    vi.useFakeTimers();
    const store = createLocalStore(window);
    store.set('forever', 'yes');
    vi.advanceTimersByTime(10 * 365 * 24 * 3600 * 1000);
    expect(store.get('forever')).toBe('yes');
  });

  it('follows an injected clock', () => {
    let now = 1_000;
    const store = createLocalStore(window, { clock: { now: () => now } });
    store.set('k', 'v', 1);
    now = 1_999;
    expect(store.get('k')).toBe('v');
    now = 2_000;
    expect(store.get('k')).toBeNull();
  });

  it.each([
    ['broken JSON', '{"v":'],
    ['a bare string', 'hello'],
    ['another shape', '{"value":1}'],
    ['a bad expiry', '{"v":1,"e":"tomorrow"}'],
  ])('treats %s as missing and removes it', (_label, raw) => {
    window.localStorage.setItem('ppw:bad', raw);
    const store = createLocalStore(window);
    expect(store.get('bad')).toBeNull();
    expect(window.localStorage.getItem('ppw:bad')).toBeNull();
  });

  it('falls back to memory when the storage getter throws, without throwing', () => {
    const store = createLocalStore(windowWithThrowingGetter());
    expect(() => store.set('a', [1, 2], 60)).not.toThrow();
    expect(store.get('a')).toEqual([1, 2]);
    expect(() => store.remove('a')).not.toThrow();
    expect(store.get('a')).toBeNull();
  });

  it('falls back to memory when every storage method throws, without throwing', () => {
    const storage = throwingStorage();
    const win = { localStorage: storage } as unknown as Window;
    const store = createLocalStore(win);
    expect(() => store.get('missing')).not.toThrow();
    expect(store.get('missing')).toBeNull();
    expect(() => store.set('a', 'kept')).not.toThrow();
    expect(store.get('a')).toBe('kept');
    expect(() => store.remove('a')).not.toThrow();
    expect(store.get('a')).toBeNull();
    expect(storage.calls).toBeGreaterThan(0);
  });

  it('keeps values in memory when the quota is 0 (Safari private mode)', () => {
    const store = createLocalStore({ localStorage: quotaZeroStorage() } as unknown as Window);
    store.set('flag', true);
    expect(store.get('flag')).toBe(true);
  });

  it('does not let an older stored value resurface after a write fails', () => {
    const data: Record<string, string> = {};
    let full = false;
    const storage = {
      getItem: (k: string) => (k in data ? data[k] : null),
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        data[k] = v;
      },
      removeItem: (k: string) => {
        delete data[k];
      },
    };
    const store = createLocalStore({ localStorage: storage } as unknown as Window);
    store.set('n', 1);
    full = true;
    store.set('n', 2);
    expect(store.get('n')).toBe(2);
    full = false;
    store.set('n', 3);
    expect(store.get('n')).toBe(3);
    expect(JSON.parse(data['ppw:n']).v).toBe(3);
  });

  it('works with no window at all', () => {
    const store = createLocalStore(null);
    store.set('a', 1);
    expect(store.get('a')).toBe(1);
    expect(window.localStorage.getItem('ppw:a')).toBeNull();
  });

  it('warns once through the logger when it falls back', () => {
    const warnOnce = vi.fn();
    const store = createLocalStore(windowWithThrowingGetter(), { logger: { warnOnce } });
    store.set('a', 1);
    store.get('a');
    expect(warnOnce).toHaveBeenCalled();
    expect(new Set(warnOnce.mock.calls.map((c) => c[0])).size).toBe(1);
    // the value itself never reaches the log
    expect(JSON.stringify(warnOnce.mock.calls.map((c) => c[1]))).not.toContain('"v"');
  });

  it('survives a logger that throws', () => {
    const store = createLocalStore(windowWithThrowingGetter(), {
      logger: {
        warnOnce: () => {
          throw new Error('logger down');
        },
      },
    });
    expect(() => store.set('a', 1)).not.toThrow();
    expect(store.get('a')).toBe(1);
  });
});

describe('createSessionStore', () => {
  it('writes to sessionStorage, not localStorage', () => {
    const store = createSessionStore(window);
    store.set('tips.shown', true);
    expect(window.sessionStorage.getItem('ppw:tips.shown')).not.toBeNull();
    expect(window.localStorage.getItem('ppw:tips.shown')).toBeNull();
    expect(store.get('tips.shown')).toBe(true);
  });

  it('falls back to memory when sessionStorage throws', () => {
    const store = createSessionStore(windowWithThrowingGetter());
    store.set('tips.shown', true);
    expect(store.get('tips.shown')).toBe(true);
  });

  it('treats corrupted values as missing', () => {
    window.sessionStorage.setItem('ppw:x', '}{');
    expect(createSessionStore(window).get('x')).toBeNull();
  });
});
