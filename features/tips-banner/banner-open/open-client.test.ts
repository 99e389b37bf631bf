import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openClient, openVia, OPEN_CLIENT_TIMEOUT_MS, type OpenClientDeps } from './open-client';

const URL = 'pp25://app/detail?appId=3';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function deps(navigate = vi.fn(() => true)): OpenClientDeps & { navigate: typeof navigate } {
  return {
    doc: document,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    navigate,
    listen(target, type, fn) {
      target.addEventListener(type, fn);
      return () => target.removeEventListener(type, fn);
    },
  };
}

const frames = () => document.querySelectorAll('iframe');

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  delete (document as unknown as { visibilityState?: string }).visibilityState;
});

describe('openClient', () => {
  it('falls back once when the page is still visible after the timeout', () => {
    const fallback = vi.fn();
    const d = deps();
    openClient(URL, 'location', fallback, d);
    expect(d.navigate).toHaveBeenCalledWith(URL);
    vi.advanceTimersByTime(OPEN_CLIENT_TIMEOUT_MS - 1);
    expect(fallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fallback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(10_000);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('does not fall back when the page got hidden (the client took over)', () => {
    const fallback = vi.fn();
    openClient(URL, 'location', fallback, deps());
    vi.advanceTimersByTime(800);
    setVisibility('hidden');
    vi.advanceTimersByTime(5000);
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(5000);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('does not fall back after pagehide', () => {
    const fallback = vi.fn();
    openClient(URL, 'location', fallback, deps());
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(5000);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('holds the fallback while the page is blurred and runs it once focus returns', () => {
    const fallback = vi.fn();
    openClient(URL, 'location', fallback, deps());
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('blur'));
    vi.advanceTimersByTime(OPEN_CLIENT_TIMEOUT_MS + 1000);
    expect(fallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('focus'));
    expect(fallback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('falls back at the timeout when the page blurred and came back before it', () => {
    const fallback = vi.fn();
    openClient(URL, 'location', fallback, deps());
    window.dispatchEvent(new Event('blur'));
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('focus'));
    expect(fallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OPEN_CLIENT_TIMEOUT_MS);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('opens through a hidden iframe without touching the location, and removes it when done', () => {
    const fallback = vi.fn();
    const d = deps();
    openClient(URL, 'iframe', fallback, d);
    expect(d.navigate).not.toHaveBeenCalled();
    expect(frames()).toHaveLength(1);
    const frame = frames()[0]!;
    expect(frame.getAttribute('src')).toBe(URL);
    expect(frame.hidden).toBe(true);
    expect(frame.style.display).toBe('none');
    vi.advanceTimersByTime(OPEN_CLIENT_TIMEOUT_MS);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(frames()).toHaveLength(0);
  });

  it('falls back at once when the browser refuses the location', () => {
    const fallback = vi.fn();
    openClient(URL, 'location', fallback, deps(vi.fn(() => false)));
    expect(fallback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once cancelled', () => {
    const fallback = vi.fn();
    const cancel = openClient(URL, 'iframe', fallback, deps());
    cancel();
    expect(frames()).toHaveLength(0);
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('focus'));
    expect(fallback).not.toHaveBeenCalled();
  });
});

describe('openVia', () => {
  it('uses the location on iOS and in Chrome for Android', () => {
    const iphone = { isIOS: true, ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' };
    expect(openVia(iphone, 'iPhone')).toBe('location');
    expect(openVia(iphone, 'MacIntel')).toBe('location'); // iPadOS asking for the desktop site
    expect(openVia({ isIOS: false, ua: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36' }, 'Linux armv8l')).toBe('location');
  });

  it('uses a hidden iframe where an engine only dresses as iOS (WebKitGTK with an iPhone user agent)', () => {
    expect(openVia({ isIOS: true, ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' }, 'Linux x86_64')).toBe('iframe');
  });

  it('uses a hidden iframe in Android WebViews and other Android browsers', () => {
    expect(openVia({ isIOS: false, ua: 'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36' }, 'Linux armv8l')).toBe('iframe');
    expect(openVia({ isIOS: false, ua: 'Mozilla/5.0 (Linux; U; Android 10; zh-CN; MI 9 Build/QKQ1.190825.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36' }, 'Linux armv8l')).toBe('iframe');
    expect(openVia({ isIOS: false, ua: 'Mozilla/5.0 (Linux; U; Android 4.4.2; zh-cn; GT-I9500) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30' }, 'Linux armv8l')).toBe('iframe');
    expect(openVia({ isIOS: false, ua: 'Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0' }, 'Linux armv8l')).toBe('iframe');
  });
});
