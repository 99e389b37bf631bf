import type { RuntimePlugin } from '../runtime/plugin';
import { logVisitWhenIdle } from '../visit/visit';

/**
 * Visit logging (product-rules §16, src/visit/visit.ts): the first view at the first idle
 * moment after `pp:ready`; a back/forward-cache restore and a single-page app's
 * `pageView()` are new views.
 */
export const visitPlugin: RuntimePlugin = {
  name: 'visit',
  ready: (host) => logVisitWhenIdle(host),
  restore: (host) => logVisitWhenIdle(host, true),
  pageView: (host) => logVisitWhenIdle(host, true),
};
