/**
 * header island (product-rules §14): enhances the server's header markup in place. This is its
 * start, in the core (pp-widgets.js, with the `[hidden]` rule of header.css): the closed state
 * (parts.ts: `aria-expanded`, the classes that hide the popups), which must be right before
 * first use. The behaviour is the widget's code proper, a chunk (enhance/), which the runtime
 * loads at the first interaction with the header, or at the first idle moment when the
 * connection allows fetching code before it is asked for (config `prefetch`,
 * src/runtime/may-speculate.ts), and mounts over this start (`WidgetDefinition.module`).
 * Until then the runtime holds a click on the toggle or a tag (`holds`), marks it busy and
 * replays it; un-prevented if the chunk fails (the plain link works). An Escape pressed after
 * such a click is noted here and applied after that click's replay (enhance/index.ts).
 */
import type { Unmount, WidgetContext, WidgetModule } from '../../src/types';
import { coreSchema as schema } from '../../src/schema-core';
import { early, findParts, setStart, type Early } from './parts';

/** The controls whose clicks wait for the behaviour. */
export const holds = '[' + schema.menuToggle + '],[' + schema.tagPopup + ']';

/**
 * Sets the header's start state and notes what the visitor does until the behaviour comes
 * (the touch before a click: a tap's click still counts as that tap's when replayed; an
 * Escape, which the runtime does not hold as it does a click). Nothing
 * (no unmount, and no behaviour loaded) when there is nothing to enhance.
 *
 * @example
 * const unmount = mount(document.querySelector('[data-widget="header"]'), context);
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount | void {
  const parts = findParts(element, context.services.logger);
  if (!parts) return;
  setStart(element, parts, true);
  const seen: Early = { tap: null, acts: [] };
  early.set(element, seen);
  const note = (e: Event) => {
    const at = { target: e.target as Node, at: Date.now(), key: (e as KeyboardEvent).key };
    if (e.type === 'touchstart') seen.tap = at;
    else seen.acts.push(at);
  };
  context.listen(element, 'touchstart', note, { passive: true });
  context.listen(element, 'click', note);
  // An Escape anywhere on the page, as the behaviour's: it closes what the held clicks before
  // it open when they are replayed. No other key is kept. Support: Edge 18 and old WebKit
  // report 'Esc'.
  context.listen<KeyboardEvent>(context.doc, 'keydown', (e) => {
    if (/^Esc/.test(e.key)) note(e);
  });
  return () => {
    early.delete(element);
    setStart(element, parts, false);
  };
}

/**
 * The header's start as the registry's `module` (app/widgets.ts): a plain object, where this
 * module's namespace would cost the core the build's frozen namespace object (~25 B gzip).
 */
export const start: WidgetModule = { holds, mount };
