import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSeen } from './viewport';

type Callback = (entries: Array<{ intersectionRatio: number; isIntersecting: boolean }>) => void;

class FakeIO {
  static last: FakeIO | null = null;
  callback: Callback;
  options: { threshold: number[] };
  observed: Element[] = [];
  disconnected = false;
  constructor(cb: Callback, options: { threshold: number[] }) {
    this.callback = cb;
    this.options = options;
    FakeIO.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** Animation frames run when the test says so. */
function manualFrames() {
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return () => queue.splice(0).forEach((cb) => cb(0));
}

function rect(top: number, height: number): DOMRect {
  return { top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
}

describe('whenSeen', () => {
  afterEach(() => {
    FakeIO.last = null;
  });

  it('fires once when the observer reports the asked share, then disconnects', () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const el = document.createElement('div');
    const seen = vi.fn();
    whenSeen(el, seen, { ratio: 0.5 });
    const io = FakeIO.last!;
    expect(io.observed).toEqual([el]);
    expect(io.options.threshold).toEqual([0.5]);
    io.callback([{ intersectionRatio: 0.2, isIntersecting: true }]);
    expect(seen).not.toHaveBeenCalled();
    io.callback([{ intersectionRatio: 0.6, isIntersecting: true }]);
    io.callback([{ intersectionRatio: 1, isIntersecting: true }]);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(io.disconnected).toBe(true);
  });

  it('does not count an edge-touching hit of ratio 0 as seen', () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const seen = vi.fn();
    whenSeen(document.createElement('div'), seen, { ratio: 0 });
    FakeIO.last!.callback([{ intersectionRatio: 0, isIntersecting: true }]);
    expect(seen).not.toHaveBeenCalled();
    FakeIO.last!.callback([{ intersectionRatio: 0.05, isIntersecting: true }]);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('never fires after it was stopped', () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const seen = vi.fn();
    const stop = whenSeen(document.createElement('div'), seen);
    stop();
    FakeIO.last!.callback([{ intersectionRatio: 1, isIntersecting: true }]);
    expect(seen).not.toHaveBeenCalled();
    expect(FakeIO.last!.disconnected).toBe(true);
  });

  it('falls back to scroll checks where IntersectionObserver is missing (iOS 11)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const flush = manualFrames();
    const el = document.createElement('div');
    let box = rect(2000, 100);
    el.getBoundingClientRect = () => box;
    const seen = vi.fn();
    const stop = whenSeen(el, seen, { ratio: 0.5 });
    flush();
    expect(seen).not.toHaveBeenCalled();
    box = rect(window.innerHeight - 30, 100); // 30 % in view
    window.dispatchEvent(new Event('scroll'));
    flush();
    expect(seen).not.toHaveBeenCalled();
    box = rect(window.innerHeight - 80, 100);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    flush();
    window.dispatchEvent(new Event('scroll'));
    flush();
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('removes its scroll listeners when stopped', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const flush = manualFrames();
    const el = document.createElement('div');
    el.getBoundingClientRect = () => rect(5000, 100);
    const seen = vi.fn();
    const stop = whenSeen(el, seen);
    flush();
    stop();
    el.getBoundingClientRect = () => rect(0, 100);
    window.dispatchEvent(new Event('scroll'));
    flush();
    expect(seen).not.toHaveBeenCalled();
  });
});
