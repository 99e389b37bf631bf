import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import { defaultConfig } from '../../src/runtime/config';
import * as webp from '../../src/webp/index';
import { resetWebpSupport } from '../../src/webp/webp-support';
import { start } from './index';
import { LAZY_CLASSES } from './lazy-images';
// The scroll check as its own chunk gives it where there is no IntersectionObserver (given here, not loaded).
import * as scrollCheck from './scroll-check/scroll-check';

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve(el: Element) {
    this.observed = this.observed.filter((x) => x !== el);
  }
  disconnect() {
    this.disconnected = true;
    this.observed = [];
  }
  enter(el: Element, isIntersecting = true) {
    this.callback([{ target: el, isIntersecting, intersectionRatio: isIntersecting ? 0.5 : 0 } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function page(html: string) {
  document.body.innerHTML = html;
  return (sel: string) => document.querySelector<HTMLImageElement>(sel)!;
}

describe('lazy-images start', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('observes with a 50 px margin and loads data-src and data-srcset once near', () => {
    const $ = page(`<img id="a" src="${PLACEHOLDER}" data-src="/img/a.png" data-srcset="/img/a.png 1x, /img/a@2x.png 2x" alt="">`);
    const lazy = start(createTestContext());
    stop = lazy.stop;
    lazy.scan(document);
    const io = FakeObserver.instances[0]!;
    expect(io.options!.rootMargin).toBe('50px');
    expect($('#a').getAttribute('src')).toBe(PLACEHOLDER);
    io.enter($('#a'));
    expect($('#a').getAttribute('src')).toBe('/img/a.png');
    expect($('#a').getAttribute('srcset')).toBe('/img/a.png 1x, /img/a@2x.png 2x');
    expect($('#a').classList.contains(LAZY_CLASSES.loading)).toBe(true);
    $('#a').dispatchEvent(new Event('load'));
    expect($('#a').classList.contains(LAZY_CLASSES.loaded)).toBe(true);
    expect(io.observed).toEqual([]);
  });

  it('stops watching removed images and watches them again if they come back', () => {
    page(`<div id="box"><img id="a" src="${PLACEHOLDER}" data-src="/img/a.png" alt=""></div>`);
    const lazy = start(createTestContext());
    stop = lazy.stop;
    lazy.scan(document);
    const io = FakeObserver.instances[0]!;
    const box = document.getElementById('box')!;
    expect(io.observed).toHaveLength(1);
    box.remove();
    lazy.forget!(box);
    expect(io.observed).toEqual([]);
    document.body.appendChild(box);
    lazy.scan(box);
    expect(io.observed).toHaveLength(1);
  });

  it('does not load an image whose entry is not intersecting', () => {
    const $ = page(`<img id="a" src="${PLACEHOLDER}" data-src="/img/a.png" alt="">`);
    const lazy = start(createTestContext());
    stop = lazy.stop;
    lazy.scan(document);
    FakeObserver.instances[0]!.enter($('#a'), false);
    expect($('#a').getAttribute('src')).toBe(PLACEHOLDER);
  });

  it('never observes an image twice, however often it is scanned', () => {
    page(`<div id="r"><img id="a" data-src="/a.png" alt=""><img id="b" data-srcset="/b.png 1x" alt=""></div>`);
    const lazy = start(createTestContext());
    stop = lazy.stop;
    lazy.scan(document);
    lazy.scan(document);
    lazy.scan(document.getElementById('r')!);
    lazy.scan(document.getElementById('a')!);
    expect(FakeObserver.instances[0]!.observed.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('leaves alone the images whose URLs the core\'s first screen put in already', () => {
    page(`<img id="a" src="/a.png" data-src="/a.png" alt=""><img id="b" srcset="/b.png 1x" data-srcset="/b.png 1x" alt=""><img id="c" src="${PLACEHOLDER}" data-src="/c.png" alt="">`);
    const lazy = start(createTestContext());
    stop = lazy.stop;
    lazy.scan(document);
    expect(FakeObserver.instances[0]!.observed.map((e) => e.id)).toEqual(['c']);
  });

  it('picks up images added later when scanned, including a root that is the image', () => {
    page('<div id="feed"></div>');
    const lazy = start(createTestContext());
    stop = lazy.stop;
    lazy.scan(document);
    const img = document.createElement('img');
    img.setAttribute('data-src', '/late.png');
    document.getElementById('feed')!.appendChild(img);
    lazy.scan(img);
    expect(FakeObserver.instances[0]!.observed).toEqual([img]);
  });

  it('marks a failed image and puts its placeholder back', () => {
    const $ = page(`<img id="a" src="${PLACEHOLDER}" data-src="/missing.png" alt="">`);
    const lazy = start(createTestContext());
    stop = lazy.stop;
    lazy.scan(document);
    FakeObserver.instances[0]!.enter($('#a'));
    $('#a').dispatchEvent(new Event('error'));
    expect($('#a').getAttribute('src')).toBe(PLACEHOLDER);
    expect($('#a').hasAttribute('srcset')).toBe(false);
    expect($('#a').classList.contains(LAZY_CLASSES.error)).toBe(true);
    expect($('#a').classList.contains(LAZY_CLASSES.loading)).toBe(false);
  });

  describe('webp', () => {
    const config = { ...defaultConfig(), webp: { hosts: ['img.example.com'], rewrite: '_.webp' } };

    it('loads the webp form of configured hosts where supported', () => {
      const $ = page('<img id="a" data-src="https://img.example.com/a.jpg" data-srcset="https://img.example.com/a.jpg 2x" alt="">');
      const lazy = start(createTestContext({ config }), webp, { webpSupported: true });
      stop = lazy.stop;
      lazy.scan(document);
      FakeObserver.instances[0]!.enter($('#a'));
      expect($('#a').getAttribute('src')).toBe('https://img.example.com/a.jpg_.webp');
      expect($('#a').getAttribute('srcset')).toBe('https://img.example.com/a.jpg_.webp 2x');
    });

    it('reads webp.hosts as the list icons do: .domain entries, png/jpg only, relative URLs on the page host', () => {
      const hosts = { ...defaultConfig(), webp: { hosts: ['.example.com', location.hostname], rewrite: '_.webp' } };
      const $ = page(
        '<img id="a" data-src="https://cdn.example.com/a.png" alt="">' +
          '<img id="b" data-src="https://example.com/b.gif" alt="">' +
          '<img id="c" data-src="/c.jpg?v=1" alt="">' +
          '<img id="d" data-src="https://img.example.com/d" alt="">',
      );
      const lazy = start(createTestContext({ config: hosts }), webp, { webpSupported: true });
      stop = lazy.stop;
      lazy.scan(document);
      for (const id of ['a', 'b', 'c', 'd']) FakeObserver.instances[0]!.enter($('#' + id));
      expect($('#a').getAttribute('src')).toBe('https://cdn.example.com/a.png_.webp');
      expect($('#b').getAttribute('src')).toBe('https://example.com/b.gif');
      expect($('#c').getAttribute('src')).toBe('/c.jpg_.webp?v=1');
      expect($('#d').getAttribute('src')).toBe('https://img.example.com/d');
    });

    it('keeps the original where webp is not supported', () => {
      const $ = page('<img id="a" data-src="https://img.example.com/a.jpg" alt="">');
      const lazy = start(createTestContext({ config }), webp, { webpSupported: false });
      stop = lazy.stop;
      lazy.scan(document);
      FakeObserver.instances[0]!.enter($('#a'));
      expect($('#a').getAttribute('src')).toBe('https://img.example.com/a.jpg');
    });

    it('does not detect webp support when no webp.hosts are configured (the default)', () => {
      resetWebpSupport();
      const $ = page('<img id="a" data-src="https://img.example.com/a.jpg" alt="">');
      const create = vi.spyOn(document, 'createElement');
      const lazy = start(createTestContext());
      stop = lazy.stop;
      lazy.scan(document);
      FakeObserver.instances[0]!.enter($('#a'));
      expect($('#a').getAttribute('src')).toBe('https://img.example.com/a.jpg');
      expect(create.mock.calls.filter(([tag]) => tag === 'canvas')).toHaveLength(0);
      create.mockRestore();
    });

    it('detects webp support without a request when hosts are configured (canvas, then the user agent)', () => {
      resetWebpSupport();
      const $ = page('<img id="a" data-src="https://img.example.com/a.jpg" alt="">');
      const create = vi.spyOn(document, 'createElement');
      const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148');
      const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA');
      const lazy = start(createTestContext({ config }), webp);
      stop = lazy.stop;
      lazy.scan(document);
      FakeObserver.instances[0]!.enter($('#a'));
      expect($('#a').getAttribute('src')).toBe('https://img.example.com/a.jpg_.webp');
      expect(create.mock.calls.filter(([tag]) => tag === 'canvas')).toHaveLength(1);
      expect(create.mock.calls.filter(([tag]) => tag === 'img')).toHaveLength(0);
      for (const spy of [create, ua, toDataURL]) spy.mockRestore();
      resetWebpSupport();
    });

    it('falls back to the original once when the webp variant fails, then marks the error', () => {
      const $ = page(`<img id="a" src="${PLACEHOLDER}" data-src="https://img.example.com/a.jpg" alt="">`);
      const lazy = start(createTestContext({ config }), webp, { webpSupported: true });
      stop = lazy.stop;
      lazy.scan(document);
      FakeObserver.instances[0]!.enter($('#a'));
      $('#a').dispatchEvent(new Event('error'));
      expect($('#a').getAttribute('src')).toBe('https://img.example.com/a.jpg');
      expect($('#a').classList.contains(LAZY_CLASSES.error)).toBe(false);
      $('#a').dispatchEvent(new Event('error'));
      expect($('#a').getAttribute('src')).toBe(PLACEHOLDER);
      expect($('#a').classList.contains(LAZY_CLASSES.error)).toBe(true);
    });
  });

  it('disconnects and ignores later scans after stop', () => {
    page('<img id="a" data-src="/a.png" alt="">');
    const lazy = start(createTestContext());
    lazy.scan(document);
    lazy.stop();
    const io = FakeObserver.instances[0]!;
    expect(io.disconnected).toBe(true);
    lazy.scan(document);
    expect(io.observed).toEqual([]);
  });
});

describe('lazy-images start without IntersectionObserver', () => {
  let stop: () => void = () => undefined;
  let tops: Record<string, number> = {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    tops = {};
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
      return (this.id in tops ? [{}] : []) as unknown as DOMRectList;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = tops[this.id] ?? 0;
      return { top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100 } as DOMRect;
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('loads images near the viewport at once and others when scrolled near, checking at most every 300 ms', () => {
    const $ = page('<img id="near" data-src="/near.png" alt=""><img id="far" data-src="/far.png" alt="">');
    tops = { near: 100, far: 2000 };
    const lazy = start(createTestContext(), undefined, { scrollCheck });
    stop = lazy.stop;
    lazy.scan(document);
    expect($('#near').getAttribute('src')).toBe('/near.png');
    expect($('#far').hasAttribute('src')).toBe(false);
    tops.far = 840; // within 50 px below the fold
    window.dispatchEvent(new Event('scroll'));
    expect($('#far').hasAttribute('src')).toBe(false);
    vi.advanceTimersByTime(300);
    expect($('#far').getAttribute('src')).toBe('/far.png');
  });

  it('leaves an image that is not rendered alone', () => {
    const $ = page('<img id="hidden" data-src="/h.png" alt="">');
    const lazy = start(createTestContext(), undefined, { scrollCheck });
    stop = lazy.stop;
    lazy.scan(document);
    vi.advanceTimersByTime(1000);
    expect($('#hidden').hasAttribute('src')).toBe(false);
  });

  it('stops listening to scroll on stop', () => {
    const $ = page('<img id="far" data-src="/far.png" alt="">');
    tops = { far: 5000 };
    const context = createTestContext();
    const lazy = start(context, undefined, { scrollCheck });
    lazy.scan(document);
    // As the runtime stops a feature: its stop, then the removal of what it listened to.
    lazy.stop();
    context.removeListeners();
    tops.far = 0;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(1000);
    expect($('#far').hasAttribute('src')).toBe(false);
  });
});
