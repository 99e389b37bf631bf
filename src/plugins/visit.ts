import type { PluginHost, RuntimePlugin } from '../runtime/plugin';
import type { Run } from '../runtime/runtime';
import { logVisitWhenIdle } from './visit-when-idle';

/**
 * Visit logging (product-rules §16, ./visit-when-idle.ts): the first view at the first idle
 * moment after `pp:ready`; a back/forward-cache restore and a single-page app's
 * `pageView()` are new views.
 */
export const visitPlugin: RuntimePlugin = {
  name: 'visit',
  ready: (host, run) => logVisitWhenIdle(host, run),
  restore: newView,
  pageView: newView,
};

function newView(host: PluginHost, run: Run): void {
  logVisitWhenIdle(host, run, true);
}
