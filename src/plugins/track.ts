import type { RuntimePlugin } from '../runtime/plugin';
import { trackClicks } from '../track/track-delegation';

/**
 * `data-track` clicks (product-rules §14): one delegated listener on the document from start,
 * through the log service's stand-in, so a click before the log chunk arrives is queued.
 */
export const trackPlugin: RuntimePlugin = {
  name: 'track',
  start: (host, run) => trackClicks(host.doc, run.services.log, host.logger),
};
