import { describe, expect, it } from 'vitest';
import { imagesIn, isNearViewport, LAZY_MARGIN_PX } from './image-load';

describe('isNearViewport', () => {
  const vp = { width: 400, height: 800 };
  const at = (top: number, height = 100) => ({ top, bottom: top + height, left: 0, right: 100 });

  it('is true within the 50 px margin below the viewport and false beyond it', () => {
    expect(isNearViewport(at(800 + LAZY_MARGIN_PX), vp)).toBe(true);
    expect(isNearViewport(at(800 + LAZY_MARGIN_PX + 1), vp)).toBe(false);
  });

  it('is true within the margin above and false for boxes scrolled well past', () => {
    expect(isNearViewport(at(-150), vp)).toBe(true);
    expect(isNearViewport(at(-151), vp)).toBe(false);
  });
});

describe('imagesIn', () => {
  it('finds the lazy images of a root, the root itself included', () => {
    document.body.innerHTML = '<div id="r"><img id="a" data-src="/a.png" alt=""><img id="b" src="/b.png" alt=""><img id="c" data-srcset="/c.png 1x" alt=""></div>';
    expect(imagesIn(document.getElementById('r')!).map((img) => img.id)).toEqual(['a', 'c']);
    expect(imagesIn(document.getElementById('a')!).map((img) => img.id)).toEqual(['a']);
    document.body.innerHTML = '';
  });
});
