/**
 * Lazy images before their chunk: the core puts in the URLs of the images on the first screen
 * (rendered, within 50 px of the viewport) at once, and fetches the lazy-images chunk
 * (features/lazy-images/: the IntersectionObserver for the rest, the classes, webp) only when
 * another image could come near the viewport: the first scroll (a scroller's too), a resize or
 * rotation, a tap (which may show hidden markup), or markup added later that holds a lazy image
 * (the chunk loads it, as any image). A page whose lazy images are all on its first screen, and
 * a visitor who neither scrolls nor taps, never fetch it.
 */
import type { FeatureInstance, WidgetContext } from '../types';
import { coreSchema as schema } from '../schema-core';
import { deferFeature } from '../runtime/defer-feature';
import { imagesIn, isNearViewport } from './image-load';

/**
 * Puts in the URLs of the lazy images of `root` that are rendered and within 50 px of the
 * viewport, those in the viewport at high priority. Returns whether any other was left.
 *
 * @example if (loadFirstScreen(document, window)) fetchTheChunk();
 */
export function loadFirstScreen(root: ParentNode, win: Window): boolean {
  let left = false;
  const height = win.innerHeight;
  for (const img of imagesIn(root)) {
    const box = img.getBoundingClientRect();
    if (img.getClientRects().length && isNearViewport(box, { width: win.innerWidth, height })) {
      // Support: fetchpriority Chrome 101, Safari 17.2; elsewhere a plain request.
      if (box.top < height && box.bottom > 0) img.setAttribute('fetchpriority', 'high');
      // srcset first: setting src first could start a download the srcset then overrides.
      const srcset = img.getAttribute(schema.srcset);
      const src = img.getAttribute(schema.src);
      if (srcset !== null) img.setAttribute('srcset', srcset);
      if (src !== null) img.setAttribute('src', src);
    } else {
      left = true;
    }
  }
  return left;
}

/**
 * The lazy-images feature until its chunk is needed. `code()` fetches the chunk and gives its
 * `start`; once started, the chunk's instance takes over this one's methods. The images the
 * first screen's pass loaded, the chunk leaves alone (it finds their URLs in: `isLoaded` in
 * features/lazy-images/). Markup added later that holds a lazy image fetches the chunk, as for
 * any image.
 *
 * @example
 * const lazy = deferLazyImages(context, () => import('…/lazy-images/index').then((m) => m.start));
 * lazy.scan(document);
 */
export function deferLazyImages(context: WidgetContext, code: () => Promise<(context: WidgetContext) => FeatureInstance>): FeatureInstance {
  return deferFeature(context, code, (root) => loadFirstScreen(root, context.win), (root) => imagesIn(root).length > 0);
}
