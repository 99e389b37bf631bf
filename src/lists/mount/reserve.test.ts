import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger } from '../../../tests/helpers/context';
import { checkHeight, releaseSpace } from './reserve';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function element(style = ''): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('style', style);
  document.body.appendChild(el);
  return el;
}

describe('checkHeight', () => {
  it('accepts a length the CSS can use as a height', () => {
    const logger = createRecordingLogger();
    for (const h of ['320px', '12.5em', '40vh', 'calc(100px + 2em)']) checkHeight(element('--ppw-h:' + h), logger, 'recs');
    checkHeight(element(), logger, 'recs');
    expect(logger.warnings).toEqual([]);
  });

  it('warns once, naming the element, when --ppw-h is not a length', () => {
    const logger = createRecordingLogger();
    const el = element('--ppw-h:320');
    checkHeight(el, logger, 'comments');
    checkHeight(el, logger, 'comments');
    expect(logger.warnings).toEqual([['comments: --ppw-h "320" is not a length (e.g. 320px); no space is reserved', el]]);
  });
});

describe('releaseSpace', () => {
  const at = (el: HTMLElement, top: number) =>
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) });

  it('gives the reserved height back when the element is below the viewport', () => {
    const el = element();
    at(el, window.innerHeight + 1);
    releaseSpace(el);
    expect(el.style.minHeight).toBe('0px');
  });

  it('keeps it when the element is on screen, so nothing the visitor sees moves', () => {
    const el = element();
    at(el, window.innerHeight - 1);
    releaseSpace(el);
    expect(el.style.minHeight).toBe('');
  });

  it('keeps it when the element is above the viewport (scrolled past)', () => {
    const el = element();
    at(el, -500);
    releaseSpace(el);
    expect(el.style.minHeight).toBe('');
  });
});

describe('releaseSpace with an IntersectionObserver', () => {
  /** A stub observer: `report(top, rootBottom)` gives the element's place as the browser would. */
  function stubIO() {
    const made: { callback: IntersectionObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
    class IO {
      rec: (typeof made)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.rec = { callback, observed: [], disconnected: false };
        made.push(this.rec);
      }
      observe(el: Element) {
        this.rec.observed.push(el);
      }
      disconnect() {
        this.rec.disconnected = true;
      }
    }
    vi.stubGlobal('IntersectionObserver', IO);
    const report = (top: number, rootBounds: { bottom: number } | null) => {
      for (const o of made) {
        if (o.disconnected) continue;
        const entries = o.observed.map((target) => ({ target, boundingClientRect: { top }, rootBounds }) as unknown as IntersectionObserverEntry);
        o.callback(entries, {} as IntersectionObserver);
      }
    };
    return { made, report };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('reads no layout itself: the observer\'s report decides, then it stops observing', () => {
    const el = element();
    const measure = vi.spyOn(el, 'getBoundingClientRect');
    const io = stubIO();
    releaseSpace(el);
    expect(measure).not.toHaveBeenCalled();
    expect(el.style.minHeight).toBe('');
    io.report(900, { bottom: 800 });
    expect(el.style.minHeight).toBe('0px');
    expect(io.made[0].disconnected).toBe(true);
  });

  it('keeps the space when the report puts the element on screen or above it', () => {
    const io = stubIO();
    const onScreen = element();
    releaseSpace(onScreen);
    io.report(799, { bottom: 800 });
    const above = element();
    releaseSpace(above);
    io.report(-500, { bottom: 800 });
    expect(onScreen.style.minHeight).toBe('');
    expect(above.style.minHeight).toBe('');
  });

  it('takes the window\'s height where the report has no root bounds (a cross-origin frame)', () => {
    const io = stubIO();
    const el = element();
    releaseSpace(el);
    io.report(window.innerHeight, null);
    expect(el.style.minHeight).toBe('0px');
  });

  it('changes nothing once cancelled (unmounted before the report)', () => {
    const io = stubIO();
    const el = element();
    releaseSpace(el)();
    expect(io.made[0].disconnected).toBe(true);
    io.report(900, { bottom: 800 });
    expect(el.style.minHeight).toBe('');
  });
});
