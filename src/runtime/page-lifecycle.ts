import { emit } from './events';
import type { Islands } from './island';
import type { Runtime } from './runtime';
import { logVisitWhenIdle } from '../visit/visit';

/**
 * The back/forward cache, in one place: a page restored from it remounts every mounted island
 * (so whatever was open is closed and nothing mounts twice) and then tells the page with
 * `pp:restore` on `document`, and counts it as a visit. Returns the listener's removal.
 * @example rt.teardown.push(followPageLifecycle(rt, islands));
 */
export function followPageLifecycle(rt: Runtime, islands: Islands): () => void {
  const { win, doc, islands: records } = rt;
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    records.forEach((island) => islands.remount(island));
    emit(doc, 'restore');
    // A restored page is a new view (product-rules §16).
    logVisitWhenIdle(rt, true);
  };
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}
