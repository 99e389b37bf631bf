import { describe, expect, it } from 'vitest';
import { isLoaded, isNearViewport, LAZY_CLASSES, LAZY_MARGIN_PX, loadImage } from './image-load';

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

describe('loadImage', () => {
  const image = (html: string) => {
    document.body.innerHTML = html;
    return document.querySelector('img')!;
  };

  it('sets srcset then src, and marks the image loading, then loaded', () => {
    const img = image('<img src="data:," data-src="/a.png" data-srcset="/a.png 1x, /a@2x.png 2x" alt="">');
    loadImage(img);
    expect(img.getAttribute('src')).toBe('/a.png');
    expect(img.getAttribute('srcset')).toBe('/a.png 1x, /a@2x.png 2x');
    expect(isLoaded(img)).toBe(true);
    img.dispatchEvent(new Event('load'));
    expect(img.className).toBe(LAZY_CLASSES.loaded);
  });

  it('asks for the rewritten URL first, then the original once, then puts the placeholder back', () => {
    const img = image('<img src="data:," data-src="/a.png" alt="">');
    loadImage(img, (url) => url + '_.webp');
    expect(img.getAttribute('src')).toBe('/a.png_.webp');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/a.png');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('data:,');
    expect(img.className).toBe(LAZY_CLASSES.error);
  });
});
