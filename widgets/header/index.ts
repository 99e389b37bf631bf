/**
 * header island (product-rules §14): enhances the server's header markup in place. This is the
 * part in the core (pp-widgets.js, with the `[hidden]` rule of header.css): at start it sets the
 * closed state (parts.ts: `aria-expanded`, the classes that hide the popups), which must be
 * right before first use. The behaviour is a chunk (enhance.ts), loaded at the first
 * interaction with the header, or at the first idle moment when the connection allows fetching
 * code before it is asked for (config `prefetch`, src/speculate/may-speculate.ts): a visitor who
 * saves data does not fetch it before touching the header.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { coreSchema as schema } from '../../src/schema-core';
import { INTERACTION_EVENTS, onIdle } from '../../src/runtime/wake';
import { maySpeculate } from '../../src/speculate/may-speculate';
import { loadOnce } from '../../src/util/load-once';
import type { Early, enhance } from './enhance';
import { findParts, setStart } from './parts';

/** The behaviour once its chunk is here: a later mount (a remount, a second header) enhances at once. */
let behaviour: typeof enhance | null = null;
const loadBehaviour = loadOnce(() => import('./enhance').then((m) => (behaviour = m.enhance)));

/**
 * Mounts the header: the start state now, the behaviour when its chunk arrives. Until then a
 * click on the toggle or a tag is held (and the touch before it noted), for the behaviour to
 * replay; if the chunk fails to load, the click is replayed un-prevented (the plain link
 * works) and the header fails like any widget whose code did not come.
 *
 * @example
 * const unmount = mount(document.querySelector('[data-widget="header"]'), context);
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const parts = findParts(element, context.services.logger);
  if (!parts) return () => undefined;
  setStart(element, parts, true);
  if (behaviour) return behaviour(element, context, parts, null);

  const win = element.ownerDocument.defaultView!;
  const early: Early = { tap: null, held: [] };
  // A held click shows it was heard, as any island's does (src/runtime/island.ts): class
  // ppw-busy and aria-busy on the control until the click is replayed.
  const busy: Element[] = [];
  const clearBusy = () => {
    for (const el of busy.splice(0)) {
      el.classList.remove('ppw-busy');
      el.removeAttribute('aria-busy');
    }
  };
  let unmount: Unmount | null = null;
  let gone = false;
  let waking = false;

  const offs = INTERACTION_EVENTS.map((type) =>
    context.listen(
      element,
      type,
      (e) => {
        if (type === 'touchstart') early.tap = { target: e.target as Node, at: Date.now() };
        const control = type === 'click' ? (e.target as Element).closest('[' + schema.menuToggle + '],[' + schema.tagPopup + ']') : null;
        if (control) {
          e.preventDefault();
          early.held.push({ target: e.target as Node, at: Date.now() });
          if (busy.indexOf(control) < 0) {
            control.classList.add('ppw-busy');
            control.setAttribute('aria-busy', 'true');
            busy.push(control);
          }
        }
        wake(true);
      },
      { passive: type === 'touchstart' || type === 'mouseover' },
    ),
  );

  function wake(urgent: boolean): void {
    if (urgent) {
      if (waking) return;
      waking = true;
    }
    loadBehaviour().then(
      (enhanceNow) => {
        if (gone || unmount) return;
        offs.forEach((off) => off());
        clearBusy();
        unmount = enhanceNow(element, context, parts!, early);
      },
      (error) => {
        // A failed fetch at idle is tried again at the first interaction.
        if (!urgent || gone || unmount) return;
        gone = true;
        offs.forEach((off) => off());
        clearBusy();
        for (const click of early.held) click.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        context.fail(error);
      },
    ).catch(context.fail);
  }

  const cancelIdle = context.config.prefetch && maySpeculate(win.navigator) ? onIdle(win, () => wake(false)) : null;

  return () => {
    gone = true;
    clearBusy();
    if (cancelIdle) cancelIdle();
    if (unmount) unmount();
    else setStart(element, parts, false);
  };
}
