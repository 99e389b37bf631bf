/**
 * Locks page scrolling behind a modal and gives it back exactly as it was.
 *
 * `overflow: hidden` on `<body>` is not enough on iOS Safari (Support: iOS Safari 11-15 still
 * scrolls the page under a fixed overlay with touch), so the body is also pinned with
 * `position: fixed` at the current scroll offset and restored on unlock. Nested locks are
 * counted: the page scrolls again only when the last one is released.
 */

interface Saved {
  overflow: string;
  position: string;
  top: string;
  left: string;
  right: string;
  width: string;
  htmlOverflow: string;
  scrollY: number;
}

let depth = 0;
let saved: Saved | null = null;

/** Class on `<html>` while a lock is held, for host styles that need to know. */
export const SCROLL_LOCK_CLASS = 'ppw-scroll-locked';

function scrollYOf(win: Window): number {
  // Support: old WebKit keeps the offset in pageYOffset only.
  return win.pageYOffset || (win.document.documentElement && win.document.documentElement.scrollTop) || 0;
}

/**
 * Locks scrolling of `doc` and returns the function that releases this lock (safe to call
 * more than once).
 *
 * @example
 * const release = lockScroll(document);
 * // ... dialog open ...
 * release();
 */
export function lockScroll(doc: Document): () => void {
  const win = doc.defaultView;
  const body = doc.body;
  if (!win || !body) return () => undefined;
  if (depth === 0) {
    const html = doc.documentElement;
    const y = scrollYOf(win);
    saved = {
      overflow: body.style.overflow,
      position: body.style.position,
      top: body.style.top,
      left: body.style.left,
      right: body.style.right,
      width: body.style.width,
      htmlOverflow: html.style.overflow,
      scrollY: y,
    };
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    body.style.position = 'fixed';
    body.style.top = -y + 'px';
    body.style.left = '0';
    body.style.right = '0';
    body.style.width = '100%';
    html.classList.add(SCROLL_LOCK_CLASS);
  }
  depth++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    depth--;
    if (depth > 0 || !saved) return;
    const s = saved;
    saved = null;
    const html = doc.documentElement;
    body.style.overflow = s.overflow;
    body.style.position = s.position;
    body.style.top = s.top;
    body.style.left = s.left;
    body.style.right = s.right;
    body.style.width = s.width;
    html.style.overflow = s.htmlOverflow;
    html.classList.remove(SCROLL_LOCK_CLASS);
    // An attribute left empty by the restore would still be "there": drop it entirely.
    if (!body.getAttribute('style')) body.removeAttribute('style');
    if (!html.getAttribute('style')) html.removeAttribute('style');
    if (!html.getAttribute('class')) html.removeAttribute('class');
    try {
      // Unpinning the body jumps to the top; put the reader back where they were.
      if (s.scrollY) win.scrollTo(0, s.scrollY);
    } catch {
      // Support: jsdom and some embedded webviews do not implement scrollTo.
    }
  };
}

/** Whether a lock is held (for tests and the debug overlay). */
export function isScrollLocked(): boolean {
  return depth > 0;
}
