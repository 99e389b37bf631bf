/**
 * Lazy images before their chunk: the core loads the images on the first screen (within 50 px
 * of the viewport) at once, and fetches the lazy-images chunk (features/lazy-images/, the
 * IntersectionObserver for the rest) only when another image could come near the viewport: the
 * first scroll (a scroller's too), a resize or rotation, a tap (which may show hidden markup),
 * or markup added later that leaves an image outside the first screen. A page whose lazy
 * images are all on its first screen, and a visitor who never scrolls, never fetch it.
 */
import type { FeatureInstance, WidgetContext } from '../types';
import { onFirstScroll } from '../runtime/wake';
import { imagesIn, isLoaded, isNearViewport, loadImage } from './image-load';

/**
 * Loads the lazy images of `root` that are rendered and within 50 px of the viewport, those
 * in the viewport at high priority. Returns whether any other was left for the chunk.
 *
 * @example if (loadFirstScreen(document, window)) fetchTheChunk();
 */
export function loadFirstScreen(root: ParentNode, win: Window): boolean {
  let left = false;
  const height = win.innerHeight;
  for (const img of imagesIn(root)) {
    if (isLoaded(img)) continue;
    const box = img.getBoundingClientRect();
    if (img.getClientRects().length && isNearViewport(box, { width: win.innerWidth, height })) {
      // Support: fetchpriority Chrome 101, Safari 17.2; elsewhere a plain request.
      if (box.top < height && box.bottom > 0) img.setAttribute('fetchpriority', 'high');
      loadImage(img);
    } else {
      left = true;
    }
  }
  return left;
}

/**
 * The lazy-images feature until its chunk is needed. `code()` fetches the chunk and gives its
 * `start`; what the first screen's pass loaded, the chunk leaves alone (`isLoaded`).
 *
 * @example
 * const lazy = deferLazyImages(context, () => import('…/lazy-images/index').then((m) => m.start));
 * lazy.scan(document);
 */
export function deferLazyImages(context: WidgetContext, code: () => Promise<(context: WidgetContext) => FeatureInstance>): FeatureInstance {
  const { win, doc } = context;
  let started: FeatureInstance | undefined;
  // 0: before the first scan, 1: after it (waiting for a scroll, a resize or a tap where it left
  // an image), 2: the chunk asked for, 3: stopped.
  let state = 0;
  let waits: (() => void)[] = [];
  const cancel = () => waits.splice(0).forEach((off) => off());
  const fetchChunk = () => {
    if (state > 1) return;
    state = 2;
    cancel();
    code().then(
      context.guard('code', (start) => {
        if (state == 2) (started = start(context)).scan(doc);
      }),
      // A failed fetch: the next scan that leaves an image asks again.
      context.guard('code', (error: unknown) => {
        if (state == 2) state = 1;
        throw error;
      }),
    );
  };
  return {
    scan(root) {
      if (started) return started.scan(root);
      const left = loadFirstScreen(root, win);
      // Markup added later that leaves an image: the chunk now, as for any page.
      if (state) return void (left && fetchChunk());
      state = 1;
      const opts = { passive: true, capture: true };
      if (left) waits = [onFirstScroll(win, fetchChunk), context.listen(win, 'resize', fetchChunk, opts), context.listen(doc, 'click', fetchChunk, opts)];
    },
    forget(root) {
      if (started && started.forget) started.forget(root);
    },
    stop() {
      state = 3;
      cancel();
      if (started) started.stop();
    },
  };
}
