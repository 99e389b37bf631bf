import type { PrefetchMode } from '../types';
import type { RuntimeHost } from '../runtime/plugin';
import type { Run } from '../runtime/runtime';
import { coreSchema as schema } from '../schema-core';

/** How many elements of a kind are watched at most. */
export const WATCHED = 50;

/**
 * Speculative loading (config `prefetch`). Calls `fetch(name)` once for each of
 * `names` (widgets that wake on interaction) whose elements (`[attr="name"]`) are on screen or within one screen
 * of it (`'viewport'`), or that the page holds at all (`'idle'`, and `'viewport'` where there is
 * no IntersectionObserver: one chunk serves every element of a kind, so what matters is
 * whether the visitor can reach one soon, and without the observer we cannot tell). One
 * observer for them all; the elements of a kind are unobserved as soon as one is seen.
 * Returns the cancel function. Markup added later is not looked at: its first use loads it.
 * Support: IntersectionObserver Chrome 58, Safari 12.1; missing (iOS 11/12.0) → the whole page.
 * @example speculate(window, ['download', 'search'], 'viewport', 'data-widget', (name) => load(name))
 */
export function speculate(win: Window, names: readonly string[], mode: PrefetchMode, attr: string, fetch: (name: string) => void): () => void {
  // The first WATCHED of each kind, in document order (where a visitor starts reading), found
  // once: watching a page's 10 000 download buttons would cost ~30 ms of main thread at idle
  // for the same answer. Further down a long page, the first use loads the code as without
  // speculation.
  const watched = new Map<string, Element[]>();
  for (const name of names) {
    const list = win.document.querySelectorAll(`[${attr}="${name}"]`);
    if (list.length) watched.set(name, Array.prototype.slice.call(list, 0, WATCHED));
  }
  const pending = names.filter((name) => watched.has(name));
  const IO = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (mode !== 'viewport' || typeof IO !== 'function') {
    pending.forEach((name) => fetch(name));
    return () => undefined;
  }
  const io = new IO(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting && !(entry.intersectionRatio > 0)) continue;
        const name = entry.target.getAttribute(attr)!;
        const i = pending.indexOf(name);
        if (i < 0) continue;
        pending.splice(i, 1);
        for (const el of watched.get(name)!) io.unobserve(el);
        fetch(name);
      }
      if (!pending.length) io.disconnect();
    },
    // "About to be on screen": one screen above and below.
    { rootMargin: '100% 0px' },
  );
  for (const name of pending) for (const el of watched.get(name)!) io.observe(el);
  return () => io.disconnect();
}

/**
 * Config `prefetch` (src/plugins/speculate.ts): loads the code, and the services it needs, of
 * the sleeping widgets the page holds (on screen or about to be, with `'viewport'`). Nothing
 * mounts and no island is made: the first use still wakes it, without waiting for the network.
 * The chunks' module code runs (a `<link rel=prefetch>` would only fill the HTTP cache, and not
 * in Safari): the first tap then costs a render, not a parse and evaluation of ~25 KB on a slow
 * phone.
 * @example import('./speculate').then((m) => m.prefetchFor(host, run));
 */
export function prefetchFor(host: RuntimeHost, run: Run): void {
  if (host.run !== run) return;
  const stop = speculate(host.win, host.sleeping(), run.config.prefetch || 'viewport', schema.widget, (name) => {
    // Each kind in a task of its own, not in the observer's report: one report may bring several
    // kinds, and each starts its chunks' and its services' requests.
    host.win.setTimeout(() => {
      // Not reported when it fails: the widget's own wake-up loads (and reports) again.
      if (host.run === run) host.load(name).catch(() => undefined);
    }, 0);
  });
  host.teardown.push(stop);
}
