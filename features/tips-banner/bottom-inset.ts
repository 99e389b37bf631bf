/**
 * The banner's claim on the bottom of the viewport (product-rules §14: our fixed elements never cover
 * each other): `--ppw-bottom-inset` on the root is the banner's height while it shows, so
 * back-to-top (and anything else of ours fixed at the bottom) sits above it.
 */

import type { WidgetContext } from '../../src/types';

/** The custom property fixed elements add to their `bottom`. */
export const BOTTOM_INSET = '--ppw-bottom-inset';

/**
 * Sets `--ppw-bottom-inset` to the element's height now and on every resize (text wraps on a
 * rotation), listening through the feature's `context.listen`; the returned function removes both.
 * @example const release = reserveBottomInset(context.listen, window, aside); … release();
 */
export function reserveBottomInset(listen: WidgetContext['listen'], win: Window, el: HTMLElement): () => void {
  const style = win.document.documentElement.style;
  const update = () => style.setProperty(BOTTOM_INSET, el.offsetHeight + 'px');
  // Support: ResizeObserver Chrome 64, iOS Safari 13.4. Its callback reads the height after the
  // browser's own layout, before the paint: read at once, the height would force a layout of the
  // whole page in our task (a long task on a long page). Elsewhere read at once, and on resize.
  const Observer = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  const observer = Observer ? new Observer(update) : null;
  if (observer) observer.observe(el);
  else update();
  const off = observer ? () => observer.disconnect() : listen(win, 'resize', update);
  return () => {
    off();
    style.removeProperty(BOTTOM_INSET);
  };
}
