import { afterEach, vi } from 'vitest';

/**
 * The page's `window.PPNativeBridge` as a test writes it, removed after each test (with the
 * real timers back), so that a bridge or a watcher's trap never leaks into the next test.
 * Call it once at the top of a test file.
 * @example const w = bridgeGlobal(); w.PPNativeBridge = { postMessage() {} };
 */
export function bridgeGlobal(): { PPNativeBridge?: unknown } {
  afterEach(() => {
    delete (window as { PPNativeBridge?: unknown }).PPNativeBridge;
    vi.useRealTimers();
  });
  return window as unknown as { PPNativeBridge?: unknown };
}
