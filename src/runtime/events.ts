/**
 * Dispatches a bubbling `pp:<name>` CustomEvent (CONTRACT §2). Listeners that throw are the
 * host's business, but they must not break the widget that announced the event.
 */
export function emit(target: EventTarget, name: string, detail?: unknown): void {
  try {
    let event: Event;
    if (typeof CustomEvent === 'function') {
      event = new CustomEvent(`pp:${name}`, { bubbles: true, cancelable: false, detail });
    } else {
      // Support: CustomEvent constructor missing in very old WebViews.
      event = document.createEvent('CustomEvent');
      (event as CustomEvent).initCustomEvent(`pp:${name}`, true, false, detail);
    }
    target.dispatchEvent(event);
  } catch {
    // dispatchEvent rethrows nothing from listeners; this guards only exotic targets.
  }
}
