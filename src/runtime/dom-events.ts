/**
 * Dispatches a bubbling `pp:<name>` CustomEvent (product-rules §11), made by `win` (the
 * runtime's window, whose document holds `target`). Listeners that throw are the host's
 * business, but they must not break the widget that announced the event.
 */
export function emit(win: Window, target: EventTarget, name: string, detail?: unknown): void {
  try {
    // Support: the CustomEvent constructor, Chrome 15+, iOS Safari 6+.
    target.dispatchEvent(new (win as typeof window).CustomEvent(`pp:${name}`, { bubbles: true, cancelable: false, detail }));
  } catch {
    // dispatchEvent rethrows nothing from listeners; this guards only exotic targets.
  }
}

/**
 * The element an event happened on: the target itself, or the element holding it when the
 * target is a text node (old WebKit makes text nodes click targets); null for anything else
 * (the document, the window).
 * @example elementOf(textNode) // the element holding it
 */
export function elementOf(target: EventTarget | null): Element | null {
  const node = target as Node | null;
  return node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
}
