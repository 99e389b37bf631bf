/**
 * back-to-top island (CONTRACT §5): `<div data-widget="back-to-top"></div>`, or an empty div
 * the runtime appends for config `backToTop: true`. The button fades in once the page is
 * scrolled and scrolls back to the top over 1000 ms (at once under reduced motion).
 */
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Unmount, WidgetContext } from '../../src/types';
import { animateScrollToTop, frameThrottle, isScrolled, SCROLL_TO_TOP_MS, type FrameScheduler } from './back-to-top';
import { backToTopMessages } from './messages';

// Support: requestAnimationFrame Chrome 24, iOS Safari 7; a 16 ms timer stands in elsewhere.
const frames: FrameScheduler = {
  request: (cb) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(cb)
      : (setTimeout(() => cb(Date.now()), 16) as unknown as number),
  cancel: (id) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id)),
};

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

interface BackToTopProps {
  context: WidgetContext;
  win: Window;
}

/** The button itself: visible only once scrolled, hidden from assistive tech otherwise. */
function BackToTop({ context, win }: BackToTopProps) {
  const { i18n, logger } = context.services;
  const [visible, setVisible] = useState(() => isScrolled(scrollY(win)));
  const cancelAnimation = useRef<() => void>(() => undefined);

  useEffect(() => {
    const update = frameThrottle(() => setVisible(isScrolled(scrollY(win))), frames);
    const onScroll = (): void => update.schedule();
    // A wheel or touch during the animation means the user takes over.
    const takeOver = (): void => cancelAnimation.current();
    win.addEventListener('scroll', onScroll, { passive: true });
    win.addEventListener('wheel', takeOver, { passive: true });
    win.addEventListener('touchstart', takeOver, { passive: true });
    update.schedule();
    return () => {
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('wheel', takeOver);
      win.removeEventListener('touchstart', takeOver);
      update.cancel();
      cancelAnimation.current();
    };
  }, [win]);

  const onClick = (): void => {
    try {
      cancelAnimation.current();
      const done = (): void => {
        cancelAnimation.current = () => undefined;
        focusTopOfPage(win.document);
      };
      const startY = scrollY(win);
      const duration = prefersReducedMotion(win) ? 0 : SCROLL_TO_TOP_MS;
      cancelAnimation.current = animateScrollToTop({ startY, duration, frames, scrollTo: (y) => win.scrollTo(0, y), onDone: done });
      context.emit('back-to-top', { from: startY });
    } catch (error) {
      logger.handleError(error, 'back-to-top click');
    }
  };

  return (
    <button
      type="button"
      className={'ppw-back-to-top' + (visible ? ' ppw-back-to-top--visible' : '')}
      aria-label={i18n.t('backToTop.label')}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      onClick={onClick}
    >
      <svg className="ppw-back-to-top-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}

/**
 * Mounts the button into `element` (which may be empty). Emits `pp:back-to-top` with
 * `{ from }` (the scroll position) on click.
 *
 * @example
 * const unmount = mount(document.querySelector('[data-widget="back-to-top"]'), context);
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  context.services.i18n.register(backToTopMessages);
  const win = element.ownerDocument.defaultView || window;
  const root = createRoot(element);
  root.render(<BackToTop context={context} win={win} />);
  return () => root.unmount();
}
