/**
 * The browser floor: the API surface of Android WebView / Chrome 58 and iOS Safari /
 * WKWebView 11.0, the oldest engines the README promises, emulated in today's Chromium by
 * removing, before any page script runs, every API that one of them lacks.
 *
 * The `floor` project of playwright.config.ts runs the main flows again with this applied
 * (tests/browser/fixtures.ts adds it to every context) and fails a test on any page error.
 *
 * Each entry is a path from `window`; the comment says which versions first had it (Chrome /
 * iOS Safari, from MDN's compat data), i.e. why it is on the list. Syntax (ES2018+) is not
 * here: tests/dist parses every shipped script as ES2017 and `npm run lint:compat` checks the
 * APIs statically. What this cannot emulate: events that today's engine fires anyway (pointer
 * events, iOS < 13) and options that old engines ignore (`focus({ preventScroll })`).
 * Kept although the floor lacks it: `globalThis` (Chrome 71, iOS Safari 12.2), which
 * Playwright's own `page.evaluate` needs; the static check (es-x/no-global-this) covers it.
 */
export const FLOOR_REMOVED_APIS: readonly string[] = [
  // Chrome 71, iOS Safari 12.2 (Preact 11 calls it unguarded)
  'queueMicrotask',
  // Chrome 66, iOS Safari 12.2 (11.3–12.1 had the objects but fetch ignored the signal)
  'AbortController',
  // Chrome 66, iOS Safari 12.2
  'AbortSignal',
  // Chrome 64, iOS Safari 13.4
  'ResizeObserver',
  // Chrome 51, iOS Safari 12.2 (missing on iOS 11/12.0)
  'IntersectionObserver',
  // Chrome 51, iOS Safari 12.2
  'IntersectionObserverEntry',
  // Chrome 47, no iOS Safari
  'requestIdleCallback',
  // Chrome 47, no iOS Safari
  'cancelIdleCallback',
  // Chrome 98, iOS Safari 15.4
  'structuredClone',
  // Chrome 39, iOS Safari 11.3
  'Navigator.prototype.sendBeacon',
  // Chrome 63, iOS Safari 11.3
  'Promise.prototype.finally',
  // Chrome 76, iOS Safari 13
  'Promise.allSettled',
  // Chrome 85, iOS Safari 14
  'Promise.any',
  // Chrome 119, iOS Safari 17.4
  'Promise.withResolvers',
  // Chrome 73, iOS Safari 12.2
  'Object.fromEntries',
  // Chrome 93, iOS Safari 15.4
  'Object.hasOwn',
  // Chrome 117, iOS Safari 17.4
  'Object.groupBy',
  // Chrome 69, iOS Safari 12
  'Array.prototype.flat',
  // Chrome 69, iOS Safari 12
  'Array.prototype.flatMap',
  // Chrome 92, iOS Safari 15.4
  'Array.prototype.at',
  // Chrome 97, iOS Safari 15.4
  'Array.prototype.findLast',
  // Chrome 97, iOS Safari 15.4
  'Array.prototype.findLastIndex',
  // Chrome 110, iOS Safari 16
  'Array.prototype.toSorted',
  // Chrome 110, iOS Safari 16
  'Array.prototype.toReversed',
  // Chrome 85, iOS Safari 13.4
  'String.prototype.replaceAll',
  // Chrome 73, iOS Safari 13
  'String.prototype.matchAll',
  // Chrome 66, iOS Safari 12
  'String.prototype.trimStart',
  // Chrome 66, iOS Safari 12
  'String.prototype.trimEnd',
  // Chrome 92, iOS Safari 15.4
  'String.prototype.at',
  // Chrome 70, iOS Safari 12.2
  'Symbol.prototype.description',
  // Chrome 63, iOS Safari 11.3 (a well-known symbol cannot be deleted: fixtures replace `Symbol`)
  'Symbol.asyncIterator',
  // Chrome 84, iOS Safari 14.5
  'WeakRef',
  // Chrome 84, iOS Safari 14.5
  'FinalizationRegistry',
  // Chrome 69, iOS Safari 12
  'Element.prototype.toggleAttribute',
  // Chrome 86, iOS Safari 14
  'Element.prototype.replaceChildren',
  // Chrome 61, iOS Safari 10.3 (Chrome 58 lacks it)
  'Element.prototype.getAttributeNames',
  // Chrome 61, iOS Safari 14
  'Element.prototype.scroll',
  // Chrome 61, iOS Safari 14
  'Element.prototype.scrollTo',
  // Chrome 61, iOS Safari 14
  'Element.prototype.scrollBy',
  // Chrome 105, iOS Safari 17.4
  'Element.prototype.checkVisibility',
  // Chrome 102, iOS Safari 15.5
  'HTMLElement.prototype.inert',
  // Chrome 114, iOS Safari 17
  'HTMLElement.prototype.showPopover',
  // Chrome 37, iOS Safari 15.4
  'HTMLDialogElement.prototype.showModal',
  // Chrome 37, iOS Safari 15.4
  'HTMLDialogElement.prototype.show',
  // Chrome 37, iOS Safari 15.4 (the constructor last: the two above go from its prototype)
  'HTMLDialogElement',
  // Chrome 76, iOS Safari 16
  'HTMLFormElement.prototype.requestSubmit',
  // Chrome 64, iOS Safari 11.3
  'HTMLImageElement.prototype.decode',
  // Chrome 73, iOS Safari 16.4
  'Document.prototype.adoptedStyleSheets',
  // Chrome 45, iOS Safari 14 (MediaQueryList was no EventTarget: addListener only); shadowed
  'MediaQueryList.prototype.addEventListener',
  // Chrome 45, iOS Safari 14; shadowed
  'MediaQueryList.prototype.removeEventListener',
  // Chrome 61, iOS Safari 13
  'visualViewport',
  // Chrome 92, iOS Safari 15.4
  'Crypto.prototype.randomUUID',
  // Chrome 80, iOS Safari 16.4
  'CompressionStream',
  // Chrome 80, iOS Safari 16.4
  'DecompressionStream',
  // Chrome 76, iOS Safari 14
  'Blob.prototype.text',
  // Chrome 76, iOS Safari 14
  'Blob.prototype.arrayBuffer',
];

/**
 * Removes `paths` from the page's main world (runs as an init script, before any page script:
 * so it is plain ES2017 and self-contained). A property that is inherited from a prototype
 * that also serves APIs the floor has (MediaQueryList's addEventListener from EventTarget) is
 * shadowed with `undefined`. `Symbol.asyncIterator` is not configurable: `Symbol` is replaced
 * by a stand-in that has every other static property. Sets `window.__ppwFloor` to the paths
 * still there afterwards (tests/browser/floor.spec.ts asserts it is empty).
 */
export function removeFloorApis(paths: readonly string[]): void {
  const w = window as unknown as Record<string, unknown>;
  const left: string[] = [];
  for (const path of paths) {
    const parts = path.split('.');
    const key = parts.pop() as string;
    let owner: Record<string, unknown> | undefined = w;
    for (const part of parts) owner = owner ? (owner[part] as Record<string, unknown> | undefined) : undefined;
    if (!owner || !(key in owner)) continue;
    if (owner === (Symbol as unknown) && key === 'asyncIterator') {
      const Real = Symbol;
      const Floor = function Symbol(description?: string | number) {
        return Real(description);
      } as unknown as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(Real)) {
        if (name === 'asyncIterator' || name === 'length' || name === 'name') continue;
        Object.defineProperty(Floor, name, Object.getOwnPropertyDescriptor(Real, name) as PropertyDescriptor);
      }
      Object.defineProperty(w, 'Symbol', { value: Floor, writable: true, configurable: true, enumerable: false });
      continue;
    }
    try {
      delete owner[key];
    } catch {
      // Non-configurable: reported below.
    }
    if (key in owner) {
      try {
        Object.defineProperty(owner, key, { value: undefined, configurable: true, writable: true, enumerable: false });
      } catch {
        // Reported below.
      }
    }
    try {
      if (owner[key] !== undefined) left.push(path);
    } catch {
      left.push(path); // an accessor still there that needs an instance
    }
  }
  Object.defineProperty(w, '__ppwFloor', { value: left, configurable: true });
}
