import type { PluginHost, RuntimePlugin } from '../runtime/plugin';
import { logVisitWhenIdle } from '../visit/visit';

/**
 * Visit logging (product-rules §16, src/visit/visit.ts): the first view at the first idle
 * moment after `pp:ready`; a back/forward-cache restore and a single-page app's
 * `pageView()` are new views.
 */
export const visitPlugin: RuntimePlugin = {
  name: 'visit',
  ready: (host) => logVisitWhenIdle(host),
  restore: newView,
  pageView: newView,
};

function newView(host: PluginHost): void {
  logVisitWhenIdle(host, true);
}
