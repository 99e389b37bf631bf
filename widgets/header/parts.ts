/**
 * The header's parts and its state at start. In the core (pp-widgets.js) with the small mount
 * of index.ts: `aria-expanded` and the classes whose `[hidden]` rule hides the popups
 * (header.css) must be right before first use, before the header's code (enhance/, a chunk)
 * arrives.
 */
import { coreSchema as schema } from '../../src/schema-core';
import type { Logger } from '../../src/types';
import { warnOf } from '../../src/runtime/warn';

export interface TagPopup {
  id: string;
  trigger: HTMLElement;
  popup: HTMLElement;
}

/**
 * What the visitor did on a header between its start and its behaviour (noted by index.ts,
 * read by enhance/index.ts): the last touch, and in order the clicks, which the runtime holds
 * and replays once the behaviour is here (src/runtime/island.ts), and the Escapes (with their
 * `key`), which nothing holds, so the behaviour applies each after the clicks before it.
 */
export interface Early {
  tap: Noted | null;
  acts: Noted[];
}

/** One noted event: its target and time, and `key` for an Escape (a click has none). */
export interface Noted {
  target: Node;
  at: number;
  key?: string;
}

/** Each started header's record, until its behaviour takes it over or the start unmounts. */
export const early = new WeakMap<Element, Early>();

export interface HeaderParts {
  toggle: HTMLElement | null;
  /** The menu the toggle's `aria-controls` names; null leaves the toggle alone. */
  menu: HTMLElement | null;
  mask: HTMLElement | null;
  popups: TagPopup[];
  /** The toggle's own `aria-expanded` before the header touched it (given back at unmount). */
  toggleExpanded: string | null;
}

const CLASS_HEADER = 'ppw-header';
const CLASS_MASK = 'ppw-header-mask';
const CLASS_POPUP = 'ppw-header-popup';

function byId(element: HTMLElement, id: string | null): HTMLElement | null {
  if (!id) return null;
  return element.ownerDocument.getElementById(id);
}

/**
 * Finds the toggle, menu, mask and tag popups, warning once for each broken reference; null
 * (and the markup left alone) when there is nothing to enhance.
 * @example const parts = findParts(header, context.services.logger);
 */
export function findParts(element: HTMLElement, logger: Logger): HeaderParts | null {
  const toggle = element.querySelector<HTMLElement>('[' + schema.menuToggle + ']');
  const menu = toggle ? byId(element, toggle.getAttribute('aria-controls')) : null;
  const mask = element.querySelector<HTMLElement>('[' + schema.menuMask + ']');
  if (toggle && !menu) {
    warnOf(logger, element, 'headerToggle', [schema.menuToggle], element);
  }

  const popups: TagPopup[] = [];
  const triggers = element.querySelectorAll<HTMLElement>('[' + schema.tagPopup + ']');
  for (let i = 0; i < triggers.length; i++) {
    const trigger = triggers[i]!;
    const id = trigger.getAttribute(schema.tagPopup) || '';
    const popup = byId(element, id);
    if (popup) popups.push({ id, trigger, popup });
    else warnOf(logger, trigger, 'headerPopup', [id, schema.tagPopup], trigger);
  }

  if (!menu && popups.length === 0) {
    // One warning per element: a toggle without its menu has been reported just above.
    if (!toggle) warnOf(logger, element, 'headerNothing', [], element);
    return null;
  }
  return { toggle, menu, mask, popups, toggleExpanded: toggle ? toggle.getAttribute('aria-expanded') : null };
}

/**
 * The closed state and the header's classes: menu, mask and popups hidden, and with `on` the
 * classes and `aria-expanded="false"` on the toggle and the tags, set at start; without, the
 * server markup as it was, closed (the unmount).
 * @example setStart(header, parts, true);
 */
export function setStart(element: HTMLElement, parts: HeaderParts, on: boolean): void {
  const { toggle, menu, mask, popups } = parts;
  const classes = on ? 'add' : 'remove';
  element.classList[classes](CLASS_HEADER);
  if (mask) mask.classList[classes](CLASS_MASK);
  if (toggle && menu) {
    menu.hidden = true;
    if (mask) mask.hidden = true;
    if (on || parts.toggleExpanded !== null) toggle.setAttribute('aria-expanded', 'false');
    else toggle.removeAttribute('aria-expanded');
  }
  for (const p of popups) {
    p.popup.classList[classes](CLASS_POPUP);
    p.popup.hidden = true;
    if (on) p.trigger.setAttribute('aria-expanded', 'false');
    else p.trigger.removeAttribute('aria-expanded');
  }
}
