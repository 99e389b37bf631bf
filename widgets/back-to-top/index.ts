/**
 * back-to-top island (product-rules §14): `<div data-widget="back-to-top"></div>`, or an empty div
 * the runtime appends for config `backToTop: true`. The button fades in once the page is
 * scrolled and scrolls back to the top over 1000 ms (at once under reduced motion).
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { animateScrollToTop, frameThrottle, isScrolled, SCROLL_TO_TOP_MS, type FrameScheduler } from './back-to-top';
import { backToTopMessages } from './messages';

// Support: requestAnimationFrame Chrome 24, iOS Safari 7; a 16 ms timer stands in elsewhere.
const framesOf = (win: Window): FrameScheduler => ({
  request: (cb) =>
    typeof win.requestAnimationFrame === 'function'
      ? win.requestAnimationFrame(cb)
      : (setTimeout(() => cb(Date.now()), 16) as unknown as number),
  cancel: (id) => (typeof win.cancelAnimationFrame === 'function' ? win.cancelAnimationFrame(id) : clearTimeout(id)),
});

function scrollY(win: Window): number {
  // Support: scrollY is missing in old IE-era engines some hosts still emulate; pageYOffset is universal.
  return win.pageYOffset || win.document.documentElement.scrollTop || 0;
}

function prefersReducedMotion(win: Window): boolean {
  // Support: matchMedia Chrome 9, iOS Safari 5; the query itself Chrome 74, iOS Safari 10.3.
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Moves focus to the top of the page, so the next Tab starts from there. The body is made
 * focusable for that moment only; the attribute goes again when focus moves on.
 */
function focusTopOfPage(doc: Document): void {
  const body = doc.body;
  if (!body) return;
  if (!body.hasAttribute('tabindex')) {
    body.setAttribute('tabindex', '-1');
    const drop = (): void => {
      body.removeAttribute('tabindex');
      body.removeEventListener('blur', drop);
    };
    body.addEventListener('blur', drop);
  }
  try {
    body.focus({ preventScroll: true });
  } catch (_e) {
    body.focus();
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The arrow icon, decorative. */
function icon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  const attrs: Record<string, string> = { class: 'ppw-back-to-top-icon', viewBox: '0 0 24 24', width: '24', height: '24', 'aria-hidden': 'true', focusable: 'false' };
  for (const name in attrs) svg.setAttribute(name, attrs[name]);
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', 'M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z');
  path.setAttribute('fill', 'currentColor');
  svg.appendChild(path);
  return svg;
}

/**
 * Mounts the button into `element` (empty, or holding a fallback link, hidden meanwhile). Emits `pp:back-to-top` with
 * `{ from }` (the scroll position) on click. Plain DOM, no Preact: the button wakes at idle on
 * every detail page, before any interaction, and should not bring the Preact chunk with it.
 *
 * @example
 * const unmount = mount(document.querySelector('[data-widget="back-to-top"]'), context);
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { i18n } = context.services;
  // Guarded ("back-to-top: <type>" in the log), and removed by the runtime at unmount.
  const { listen, win, doc } = context;
  const frames = framesOf(win);
  i18n.register(backToTopMessages);
  let cancelAnimation: () => void = () => undefined;

  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', i18n.t('backToTop.label'));
  button.appendChild(icon(doc));
  // Visible only once scrolled; hidden from assistive tech and the tab order otherwise.
  let visible: boolean | null = null;
  const show = (next: boolean): void => {
    if (next === visible) return;
    visible = next;
    button.className = 'ppw-back-to-top' + (next ? ' ppw-back-to-top--visible' : '');
    if (next) {
      button.removeAttribute('aria-hidden');
      button.removeAttribute('tabindex');
    } else {
      button.setAttribute('aria-hidden', 'true');
      button.setAttribute('tabindex', '-1');
    }
  };
  show(isScrolled(scrollY(win)));

  const onClick = (): void => {
    cancelAnimation();
    const done = (): void => {
      cancelAnimation = () => undefined;
      focusTopOfPage(win.document);
    };
    const startY = scrollY(win);
    const duration = prefersReducedMotion(win) ? 0 : SCROLL_TO_TOP_MS;
    cancelAnimation = animateScrollToTop({ startY, duration, frames, scrollTo: (y) => win.scrollTo(0, y), onDone: done });
    context.emit('back-to-top', { from: startY });
  };
  const update = frameThrottle(() => show(isScrolled(scrollY(win))), frames);
  const onScroll = (): void => update.schedule();
  // A wheel or touch during the animation means the user takes over.
  const takeOver = (): void => cancelAnimation();

  const passive = { passive: true };
  listen(button, 'click', onClick);
  listen(win, 'scroll', onScroll, passive);
  listen(win, 'wheel', takeOver, passive);
  listen(win, 'touchstart', takeOver, passive);
  // The fallback link an element keeps inside (editors delete empty elements; docs/cms.md)
  // is hidden while the button is there, and shown again at unmount.
  const fallback = Array.prototype.filter.call(element.children, (el: Element) => !el.hasAttribute('hidden')) as Element[];
  for (const el of fallback) el.setAttribute('hidden', '');
  element.appendChild(button);
  update.schedule();
  return () => {
    update.cancel();
    cancelAnimation();
    if (button.parentNode) button.parentNode.removeChild(button);
    for (const el of fallback) el.removeAttribute('hidden');
  };
}
