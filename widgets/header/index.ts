/**
 * header island (product-rules §14): enhances the server's header markup in place. There is no
 * component to render: the menu, mask and popups are the page's own elements, so this
 * module only listens and flips `hidden` / `aria-expanded` (nothing is re-rendered, so
 * waking the widget moves nothing on screen).
 */
import { coreSchema as schema } from '../../src/schema-core';
import type { Unmount, WidgetContext } from '../../src/types';
import { headerReducer, initialHeaderState, POPUP_HIDE_DELAY_MS, type HeaderAction, type HeaderState } from './header';

interface TagPopup {
  id: string;
  trigger: HTMLElement;
  popup: HTMLElement;
}

const CLASS_HEADER = 'ppw-header';
const CLASS_MASK = 'ppw-header-mask';
const CLASS_POPUP = 'ppw-header-popup';
/** Stacking of an open menu and toggle over the mask (header.css), when the host page sets none. */
const CLASS_UP = 'ppw-header-up';
const CLASS_STATIC = 'ppw-header-static';
/** A click this soon after a touchstart on the same tag is that tap's click. */
const TAP_WINDOW_MS = 1000;

function byId(element: HTMLElement, id: string | null): HTMLElement | null {
  if (!id) return null;
  return element.ownerDocument.getElementById(id);
}

/**
 * Mounts the header: menu toggle with mask, Escape, and `[data-tag-popup]` popups on hover,
 * focus and tap. Emits `pp:menu` with `{ open }` when the menu opens or closes.
 *
 * @example
 * const unmount = mount(document.querySelector('[data-widget="header"]'), context);
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { logger } = context.services;
  // Guarded, and removed by the runtime at unmount: a throw is logged as "header: <type>".
  const { listen, guard } = context;
  const doc = element.ownerDocument;

  const toggle = element.querySelector<HTMLElement>('[' + schema.menuToggle + ']');
  const menu = toggle ? byId(element, toggle.getAttribute('aria-controls')) : null;
  const mask = element.querySelector<HTMLElement>('[' + schema.menuMask + ']');
  if (toggle && !menu) {
    logger.warnOnce(element, 'header: [' + schema.menuToggle + '] needs aria-controls naming the menu id; menu left as is', element);
  }

  const popups: TagPopup[] = [];
  const triggers = element.querySelectorAll<HTMLElement>('[' + schema.tagPopup + ']');
  for (let i = 0; i < triggers.length; i++) {
    const trigger = triggers[i]!;
    const id = trigger.getAttribute(schema.tagPopup) || '';
    const popup = byId(element, id);
    if (popup) popups.push({ id, trigger, popup });
    else logger.warnOnce(trigger, 'header: no element with id "' + id + '" for [' + schema.tagPopup + ']', trigger);
  }

  if (!menu && popups.length === 0) {
    // One warning per element: a toggle without its menu has been reported just above.
    if (!toggle) logger.warnOnce(element, 'header: nothing to enhance (no menu toggle or tag popup found)', element);
    return () => undefined;
  }

  let state: HeaderState = initialHeaderState;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const cancelHide = (): void => {
    if (hideTimer !== null) clearTimeout(hideTimer);
    hideTimer = null;
  };

  /**
   * Puts the open menu and its toggle above the mask (contract §5: with no host CSS a tap on a
   * menu link follows the link); `on` false undoes it. A host page that stacks any of the three
   * itself (a z-index on the mask, the menu or the toggle) keeps its own stacking: nothing
   * changes then (raising only the mask would put it over a menu the host stacked at 10). Read
   * when the menu opens (host CSS may load late).
   */
  const layer = (on: boolean): void => {
    const view = doc.defaultView!;
    if (on && [mask!, menu!, toggle!].some((el) => view.getComputedStyle(el).zIndex !== 'auto')) return;
    for (const el of [mask!, menu!, toggle!]) {
      el.classList.toggle(CLASS_UP, on);
      el.classList.toggle(CLASS_STATIC, on && view.getComputedStyle(el).position === 'static');
    }
  };

  function render(prev: HeaderState): void {
    if (toggle && menu) {
      if (mask && prev.menuOpen !== state.menuOpen) layer(state.menuOpen);
      menu.hidden = !state.menuOpen;
      if (mask) mask.hidden = !state.menuOpen;
      toggle.setAttribute('aria-expanded', String(state.menuOpen));
      if (prev.menuOpen !== state.menuOpen) context.emit('menu', { open: state.menuOpen });
    }
    for (const p of popups) {
      const shown = state.popup === p.id;
      p.popup.hidden = !shown;
      p.trigger.setAttribute('aria-expanded', String(shown));
    }
  }

  function dispatch(action: HeaderAction): void {
    const prev = state;
    state = headerReducer(state, action);
    if (state !== prev) render(prev);
  }

  const toggleExpanded = toggle ? toggle.getAttribute('aria-expanded') : null;
  element.classList.add(CLASS_HEADER);
  if (mask) mask.classList.add(CLASS_MASK);

  if (toggle && menu) {
    listen(toggle, 'click', (e) => {
      e.preventDefault();
      dispatch({ type: 'toggleMenu' });
    });
    if (mask) listen(mask, 'click', () => dispatch({ type: 'closeMenu' }));
  }

  listen<KeyboardEvent>(doc, 'keydown', (e) => {
    // Support: Edge 18 and old WebKit report 'Esc'.
    if (e.key !== 'Escape' && e.key !== 'Esc') return;
    const wasOpen = state.menuOpen && state.popup === null;
    const active = doc.activeElement;
    dispatch({ type: 'escape' });
    if (wasOpen && !state.menuOpen && toggle && menu && active && menu.contains(active)) toggle.focus();
  });

  for (const p of popups) {
    p.popup.classList.add(CLASS_POPUP);
    const show = (): void => {
      cancelHide();
      dispatch({ type: 'showPopup', id: p.id });
    };
    const hideNow = guard('popup', () => {
      hideTimer = null;
      dispatch({ type: 'hidePopup', id: p.id });
    });
    const hideSoon = (): void => {
      cancelHide();
      hideTimer = setTimeout(hideNow, POPUP_HIDE_DELAY_MS);
    };
    const leaveFocus = (e: FocusEvent): void => {
      const next = e.relatedTarget as Node | null;
      if (next && (p.trigger.contains(next) || p.popup.contains(next))) return;
      cancelHide();
      dispatch({ type: 'hidePopup', id: p.id });
    };
    for (const target of [p.trigger, p.popup]) {
      listen(target, 'mouseenter', show);
      listen(target, 'mouseleave', hideSoon);
      listen(target, 'focusin', show);
      listen(target, 'focusout', leaveFocus);
    }
    // Tap: the first tap on a tag shows its popup instead of following the link; once
    // shown (by hover, focus or a tap) the link works as usual. Touch browsers fire
    // compatibility mouse events (mouseenter) between touchstart and click, which would show
    // the popup just before the click: what counts for a tap is the state at touchstart.
    let tap: { at: number; wasShown: boolean } | null = null;
    listen(
      p.trigger,
      'touchstart',
      () => {
        tap = { at: Date.now(), wasShown: state.popup === p.id };
      },
      { passive: true },
    );
    listen(p.trigger, 'click', (e) => {
      const recentTap = tap !== null && Date.now() - tap.at < TAP_WINDOW_MS ? tap : null;
      tap = null;
      if (recentTap ? recentTap.wasShown : state.popup === p.id) return;
      e.preventDefault();
      cancelHide();
      dispatch({ type: 'showPopup', id: p.id });
    });
  }

  // Restored from the back/forward cache: the runtime remounts the header
  // (src/runtime/page-lifecycle.ts), and the unmount below closes what was open.

  if (popups.length > 0) {
    // A tap outside the tags and their popups hides the popup shown (touch has no leave).
    const outside = (e: Event): void => {
      if (state.popup === null) return;
      const target = e.target as Node | null;
      for (const p of popups) {
        if (target && (p.trigger.contains(target) || p.popup.contains(target))) return;
      }
      dispatch({ type: 'hidePopup' });
    };
    listen(doc, 'touchstart', outside, { passive: true });
    listen(doc, 'mousedown', outside);
  }

  render(state);

  return () => {
    cancelHide();
    if (toggle && menu && mask) layer(false);
    state = initialHeaderState;
    if (toggle && menu) {
      menu.hidden = true;
      if (mask) mask.hidden = true;
      if (toggleExpanded === null) toggle.removeAttribute('aria-expanded');
      else toggle.setAttribute('aria-expanded', 'false');
    }
    for (const p of popups) {
      p.popup.hidden = true;
      p.trigger.removeAttribute('aria-expanded');
      p.popup.classList.remove(CLASS_POPUP);
    }
    element.classList.remove(CLASS_HEADER);
    if (mask) mask.classList.remove(CLASS_MASK);
  };
}
