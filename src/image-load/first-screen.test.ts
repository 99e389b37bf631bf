import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import type { FeatureInstance, WidgetContext } from '../types';
import { deferLazyImages, loadFirstScreen } from './first-screen';

const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** A page of images at the given tops (jsdom lays nothing out: each box is given), 100 px tall. */
function page(tops: Record<string, number | null>) {
  document.body.innerHTML = Object.keys(tops)
    .map((id) => `<img id="${id}" src="${PLACEHOLDER}" data-src="/img/${id}.png" alt="">`)
    .join('');
  for (const [id, top] of Object.entries(tops)) {
    const img = document.getElementById(id)!;
    // null: not rendered (display: none).
    img.getBoundingClientRect = () => ({ top: top || 0, bottom: (top || 0) + 100, left: 0, right: 100 }) as DOMRect;
    img.getClientRects = () => ({ length: top === null ? 0 : 1 }) as DOMRectList;
  }
  return (id: string) => document.getElementById(id)!;
}

describe('loadFirstScreen', () => {
  beforeEach(() => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(400);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('loads the rendered images within 50 px of the viewport, those in view at high priority, and says others are left', () => {
    const $ = page({ top: 0, margin: 840, below: 900, hidden: null });
    expect(loadFirstScreen(document, window)).toBe(true);
    expect($('top').getAttribute('src')).toBe('/img/top.png');
    expect($('top').getAttribute('fetchpriority')).toBe('high');
    expect($('margin').getAttribute('src')).toBe('/img/margin.png');
    expect($('margin').hasAttribute('fetchpriority')).toBe(false);
    expect($('below').getAttribute('src')).toBe(PLACEHOLDER);
    expect($('hidden').getAttribute('src')).toBe(PLACEHOLDER);
  });

  it('says nothing is left when every image is on the first screen, and sets srcset and src from data-srcset and data-src', () => {
    const $ = page({ a: 0, b: 300 });
    $('b').setAttribute('data-srcset', '/img/b.png 1x, /img/b@2x.png 2x');
    expect(loadFirstScreen(document, window)).toBe(false);
    expect($('a').getAttribute('src')).toBe('/img/a.png');
    expect($('a').hasAttribute('srcset')).toBe(false);
    expect($('b').getAttribute('srcset')).toBe('/img/b.png 1x, /img/b@2x.png 2x');
  });

  it('takes an image given as the root', () => {
    const $ = page({ a: 0 });
    expect(loadFirstScreen($('a'), window)).toBe(false);
    expect($('a').getAttribute('src')).toBe('/img/a.png');
  });
});

describe('deferLazyImages', () => {
  let context: ReturnType<typeof createTestContext>;
  let lazy: FeatureInstance;
  let chunk: { scan: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> };
  let code: ReturnType<typeof vi.fn<() => Promise<(context: WidgetContext) => FeatureInstance>>>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(400);
    context = createTestContext();
    chunk = { scan: vi.fn(), stop: vi.fn() };
    code = vi.fn(() => Promise.resolve((_context: WidgetContext) => chunk as unknown as FeatureInstance));
    lazy = deferLazyImages(context, code);
  });
  afterEach(() => {
    lazy.stop();
    context.removeListeners();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('loads the first screen at its first scan and fetches no chunk until the first scroll, then hands it the page', async () => {
    const $ = page({ top: 0, below: 2000 });
    lazy.scan(document);
    expect($('top').getAttribute('src')).toBe('/img/top.png');
    await vi.runAllTimersAsync();
    expect(code).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(code).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(chunk.scan).toHaveBeenCalledWith(document);
    // From then on the chunk scans.
    lazy.scan(document.body);
    expect(chunk.scan).toHaveBeenLastCalledWith(document.body);
    window.dispatchEvent(new Event('scroll'));
    expect(code).toHaveBeenCalledTimes(1);
  });

  it('fetches the chunk at a resize or at a tap', async () => {
    page({ top: 0, below: 2000 });
    lazy.scan(document);
    window.dispatchEvent(new Event('resize'));
    expect(code).toHaveBeenCalledTimes(1);

    lazy.stop();
    lazy = deferLazyImages(context, code);
    lazy.scan(document);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(code).toHaveBeenCalledTimes(2);
  });

  it('never fetches the chunk when every image is on the first screen, until markup added later holds one', async () => {
    page({ top: 0 });
    lazy.scan(document);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    await vi.runAllTimersAsync();
    expect(code).not.toHaveBeenCalled();
    // Markup without a lazy image: nothing.
    const box = document.createElement('div');
    document.body.appendChild(box);
    lazy.scan(box);
    expect(code).not.toHaveBeenCalled();
    // An image added later, even in view, is the chunk's (it loads it as any image).
    const late = document.createElement('img');
    late.setAttribute('data-src', '/img/late.png');
    document.body.appendChild(late);
    lazy.scan(late);
    expect(code).toHaveBeenCalledTimes(1);
    expect(late.hasAttribute('src')).toBe(false);
  });

  it('reports a chunk that failed to load, and asks again when markup added later holds an image', async () => {
    page({ top: 0, below: 2000 });
    const offline = new Error('offline');
    code.mockImplementationOnce(() => Promise.reject(offline));
    lazy.scan(document);
    window.dispatchEvent(new Event('scroll'));
    await vi.runAllTimersAsync();
    expect(context.fail).toHaveBeenCalledWith(offline);
    const late = document.createElement('img');
    late.setAttribute('data-src', '/img/late.png');
    document.body.appendChild(late);
    lazy.scan(late);
    expect(code).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
    expect(chunk.scan).toHaveBeenCalledWith(document);
  });

  it('stops listening at stop, and stops the chunk once there', async () => {
    page({ top: 0, below: 2000 });
    lazy.scan(document);
    lazy.stop();
    window.dispatchEvent(new Event('scroll'));
    await vi.runAllTimersAsync();
    expect(code).not.toHaveBeenCalled();

    lazy = deferLazyImages(context, code);
    lazy.scan(document);
    window.dispatchEvent(new Event('scroll'));
    await vi.runAllTimersAsync();
    lazy.stop();
    expect(chunk.stop).toHaveBeenCalled();

    // Stopped while the chunk came: it does not start.
    chunk.scan.mockClear();
    lazy = deferLazyImages(context, code);
    lazy.scan(document);
    window.dispatchEvent(new Event('scroll'));
    lazy.stop();
    await vi.runAllTimersAsync();
    expect(chunk.scan).not.toHaveBeenCalled();
  });
});
