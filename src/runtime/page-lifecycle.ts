import { emit } from './dom-events';
import type { Islands } from './island';
import type { Runtime } from './runtime';

/**
 * The back/forward cache, in one place: a page restored from it remounts every mounted island
 * (so whatever was open is closed and nothing mounts twice) and then tells the page with
 * `pp:restore` on `document`, and then calls `restored` (the plug-ins' `restore` hooks: the
 * visit counts it as a new view). Returns the listener's removal.
 * @example rt.teardown.push(followPageLifecycle(rt, islands, () => plugins('restore')));
 */
export function followPageLifecycle(rt: Runtime, islands: Islands, restored?: () => void): () => void {
  const { win, doc, islands: records } = rt;
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    records.forEach((island) => islands.remount(island));
    emit(win, doc, 'restore');
    if (restored) restored();
  };
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}
