/**
 * How a lazy image loads (product-rules §9, §14): its classes, the 50 px margin and `loadImage`,
 * shared by the core's first screen (./first-screen.ts) and the lazy-images chunk
 * (features/lazy-images/), so both load an image the same way. In the script tag's core: the
 * first screen's images load before any chunk is in.
 */
import { coreSchema as schema } from '../schema-core';

/** Classes an image carries: loading, loaded, or failed (the placeholder stays). */
export const LAZY_CLASSES = {
  loading: 'ppw-lazy-loading',
  loaded: 'ppw-lazy-loaded',
  error: 'ppw-lazy-error',
} as const;

/** product-rules §9: images load within 50 px of the viewport. */
export const LAZY_MARGIN_PX = 50;

/** The lazy images' selector: `img[data-src]`, `img[data-srcset]`. */
export const LAZY_SELECTOR = 'img[' + schema.src + '],img[' + schema.srcset + ']';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Whether a box is within `margin` px of a viewport of the given size. */
export function isNearViewport(box: Box, viewport: { width: number; height: number }, margin = LAZY_MARGIN_PX): boolean {
  return box.bottom >= -margin && box.top <= viewport.height + margin && box.right >= -margin && box.left <= viewport.width + margin;
}

/** The lazy images in `root`, itself included. */
export function imagesIn(root: ParentNode): HTMLImageElement[] {
  const el = root as Element;
  const found: HTMLImageElement[] = [];
  if (typeof el.matches === 'function' && el.matches(LAZY_SELECTOR)) found.push(el as HTMLImageElement);
  const list = root.querySelectorAll<HTMLImageElement>(LAZY_SELECTOR);
  for (let i = 0; i < list.length; i++) found.push(list[i]!);
  return found;
}

/** Whether `img` has been loaded already, or is loading (it carries one of `LAZY_CLASSES`). */
export function isLoaded(img: Element): boolean {
  return /(^|\s)ppw-lazy-/.test(img.className);
}

/**
 * Loads `img`'s `data-srcset` and `data-src`. `rewrite` (the webp rule) gives the URL to ask
 * for first; if it fails, the original is tried once; if that fails too, the placeholder comes
 * back and the image gets the error class.
 *
 * @example loadImage(img);
 */
export function loadImage(img: HTMLImageElement, rewrite?: (url: string, srcset: boolean) => string): void {
  const dataSrc = img.getAttribute(schema.src);
  const dataSrcset = img.getAttribute(schema.srcset);
  // The placeholder comes back if every try fails.
  const placeholderSrc = img.getAttribute('src');
  const placeholderSrcset = img.getAttribute('srcset');
  const wantedSrc = dataSrc !== null && rewrite ? rewrite(dataSrc, false) : dataSrc;
  const wantedSrcset = dataSrcset !== null && rewrite ? rewrite(dataSrcset, true) : dataSrcset;
  let triedOriginal = wantedSrc === dataSrc && wantedSrcset === dataSrcset;

  const apply = (src: string | null, srcset: string | null): void => {
    // srcset first: setting src first could start a download the srcset then overrides.
    if (srcset !== null) img.setAttribute('srcset', srcset);
    if (src !== null) img.setAttribute('src', src);
  };
  const finish = (): void => {
    img.removeEventListener('load', onLoad);
    img.removeEventListener('error', onError);
    img.classList.remove(LAZY_CLASSES.loading);
  };
  const onLoad = (): void => {
    finish();
    img.classList.add(LAZY_CLASSES.loaded);
  };
  const onError = (): void => {
    if (!triedOriginal) {
      // The webp variant may be missing on the image host: the original is still there.
      triedOriginal = true;
      apply(dataSrc, dataSrcset);
      return;
    }
    finish();
    if (placeholderSrcset === null) img.removeAttribute('srcset');
    else img.setAttribute('srcset', placeholderSrcset);
    if (placeholderSrc === null) img.removeAttribute('src');
    else img.setAttribute('src', placeholderSrc);
    img.classList.add(LAZY_CLASSES.error);
  };
  img.addEventListener('load', onLoad);
  img.addEventListener('error', onError);
  img.classList.add(LAZY_CLASSES.loading);
  apply(wantedSrc, wantedSrcset);
}
