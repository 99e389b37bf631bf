/**
 * The space a widget holds from the first paint (src/styles/base.css, README "Reserved space"):
 * what a short answer leaves over is given back only where nothing the visitor sees moves, and
 * a page's own height (`style="--ppw-h:320px"`) is checked once.
 */
import type { Logger } from '../../types';

/** A length the CSS can use as a height: a number with a unit, or a calc(). */
const LENGTH = /^(\d+(\.\d+)?(px|r?em|vh|svh|dvh|lvh|%)|calc\(.+\))$/;

/**
 * Warns once, naming the element, when the page's `--ppw-h` is not a length (then the browser
 * drops the min-height: the element holds no space, and the widget still works).
 * @example checkHeight(element, logger, 'comments') // style="--ppw-h:320" warns: "320px"?
 */
export function checkHeight(element: HTMLElement, logger: Logger, name: string): void {
  const win = element.ownerDocument.defaultView;
  const value = win && win.getComputedStyle ? win.getComputedStyle(element).getPropertyValue('--ppw-h').trim() : '';
  if (value && !LENGTH.test(value)) {
    logger.warnOnce(element, name + ': --ppw-h "' + value + '" is not a length (e.g. 320px); no space is reserved', element);
  }
}

/**
 * After the first answer (or its failure): an element whose top is below the viewport gives
 * back the reserved height the answer did not fill (nothing on screen moves); one on screen or
 * above it keeps it, so that nothing the visitor sees moves up. Where there is an
 * IntersectionObserver, its report gives the element's place after the browser's own layout,
 * so the render's task reads no layout (several lists answering together were a forced layout
 * each, their writes between the reads); elsewhere the element is measured at once.
 * Returns the cancel (an unmount before the report).
 * @example useEffect(() => releaseSpace(element), [answered]) // after the first page rendered
 */
export function releaseSpace(element: HTMLElement): () => void {
  // Support: IntersectionObserver Chrome 51+, iOS Safari 12.2+.
  const win = element.ownerDocument.defaultView as (Window & { IntersectionObserver?: typeof IntersectionObserver }) | null;
  const below = (top: number, bottom: number) => {
    if (top >= bottom) element.style.minHeight = '0px';
  };
  if (win && win.IntersectionObserver) {
    const io = new win.IntersectionObserver((entries) => {
      io.disconnect();
      const entry = entries[entries.length - 1];
      // rootBounds is null in a cross-origin frame: the window's height, which reads no layout.
      below(entry.boundingClientRect.top, entry.rootBounds ? entry.rootBounds.bottom : win.innerHeight);
    });
    io.observe(element);
    return () => io.disconnect();
  }
  if (win) below(element.getBoundingClientRect().top, win.innerHeight);
  return () => undefined;
}
