/**
 * Finds the elements of a container that take focus with Tab, in DOM order.
 * Kept deliberately small: the dialogs we render hold buttons, links and inputs only.
 */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

/**
 * The focusable, tabbable descendants of `root` in tab order (DOM order; positive
 * tabindex is not used by the library).
 *
 * @example
 * const [first] = tabbables(dialogElement);
 */
export function tabbables(root: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  const nodes = root.querySelectorAll<HTMLElement>(TABBABLE);
  for (let i = 0; i < nodes.length; i++) {
    const el = nodes[i];
    if (el.tabIndex < 0) continue;
    if (el.closest('[hidden]')) continue;
    out.push(el);
  }
  return out;
}

/**
 * Moves focus without letting a host page's broken focus handler throw into our code.
 * Returns whether `el` holds the focus afterwards.
 */
export function safeFocus(el: HTMLElement | null | undefined): boolean {
  if (!el || typeof el.focus !== 'function') return false;
  try {
    el.focus();
  } catch {
    return false;
  }
  return el.ownerDocument.activeElement === el;
}
