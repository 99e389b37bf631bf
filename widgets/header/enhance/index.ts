/**
 * The header's behaviour (product-rules §14 header), a chunk of its own: the menu toggle with
 * its mask, Escape, and `[data-tag-popup]` popups on hover, focus and tap. The runtime mounts
 * it over the header's start (../index.ts, in the core: the start state of ../parts.ts), which tells
 * it what the visitor did meanwhile (`Early`); the clicks it held the runtime replays after.
 * Nothing is re-rendered: only `hidden` and `aria-expanded` change, so waking it moves nothing
 * on screen.
 */
import type { Unmount, WidgetContext } from '../../../src/types';
import { headerReducer, initialHeaderState, POPUP_HIDE_DELAY_MS, type HeaderAction, type HeaderState } from './header';
import { early as earlies, findParts, setStart } from '../parts';

/** Stacking of an open menu and toggle over the mask (enhance.css), when the host page sets none. */
const CLASS_UP = 'ppw-header-up';
const CLASS_STATIC = 'ppw-header-static';
/** A click this soon after a touchstart on the same tag is that tap's click. */
const TAP_WINDOW_MS = 1000;

/**
 * The whole header: its start state (`setStart`, already there when the runtime mounts this
 * over the start) and its behaviour. Emits `pp:menu` with `{ open }` when the menu opens or
 * closes. Over a start (it arrived late), a tag the pointer is over or focus is in shows its
 * popup, as the `mouseenter` or `focusin` it missed would have, and a touch on a tag before it
 * still makes that tap's click show the popup.
 *
 * @example
 * const unmount = mount(document.querySelector('[data-widget="header"]'), context);
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const parts = findParts(element, context.services.logger);
  if (!parts) return () => undefined;
  setStart(element, parts, true);
  const early = earlies.get(element);
  earlies.delete(element);
  // Guarded, and removed by the runtime at unmount: a throw is logged as "header: <type>".
  const { listen, guard } = context;
  const doc = element.ownerDocument;
  const { toggle, menu, mask, popups } = parts;

  let state: HeaderState = initialHeaderState;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const cancelHide = (): void => {
    if (hideTimer !== null) clearTimeout(hideTimer);
    hideTimer = null;
  };

  /**
   * Puts the open menu and its toggle above the mask (product-rules §14: with no host CSS a tap on a
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

  const active = doc.activeElement;
  for (const p of popups) {
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
    // the popup just before the click: what counts for a tap is the state at touchstart (a
    // touch before this code arrived found nothing shown).
    let tap: { at: number; wasShown: boolean } | null = null;
    if (early && early.tap && p.trigger.contains(early.tap.target)) {
      const { at } = early.tap;
      // A click held within the tap's window was that tap's click: replayed now (by the
      // runtime, as this mount returns: src/runtime/island.ts), it still is.
      const heldClick = early.acts.some((c) => !c.key && p.trigger.contains(c.target) && c.at - at < TAP_WINDOW_MS);
      tap = { at: heldClick ? Date.now() : at, wasShown: false };
    }
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
    // The mouseenter or focusin this code arrived too late for.
    if (early && ((active && p.trigger.contains(active)) || p.trigger.matches(':hover'))) show();
  }

  // Escapes pressed before this code came, which nothing held: each closes what the held clicks
  // before it opened. The runtime replays those clicks as this mount returns (at once, in
  // order: src/runtime/held-clicks.ts), so an Escape is applied once that many of them have
  // reached the header; one that no held click came before had nothing to close. After the
  // replay (a microtask) nothing is due: a held click not replayed (its target gone) leaves
  // its Escape undone rather than applied at some later click.
  if (early) {
    const isHeld = (target: Node): boolean =>
      (toggle !== null && toggle.contains(target)) || popups.some((p) => p.trigger.contains(target));
    let held = 0;
    let due: number[] = [];
    for (const a of early.acts) {
      if (!a.key) held += +isHeld(a.target);
      else if (held) due.push(held);
    }
    if (due.length) {
      let replayed = 0;
      // On the header, so after the toggle's and the tags' own click listeners.
      listen(element, 'click', (e) => {
        if (isHeld(e.target as Node)) for (replayed++; due.length && due[0]! <= replayed; due.shift()) dispatch({ type: 'escape' });
      });
      Promise.resolve().then(() => (due = []));
    }
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

  return () => {
    cancelHide();
    if (toggle && menu && mask) layer(false);
    state = initialHeaderState;
    setStart(element, parts, false);
  };
}
