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
