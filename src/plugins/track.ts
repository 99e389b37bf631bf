import type { RuntimePlugin } from '../runtime/plugin';
import { coreSchema as schema } from '../schema-core';
import { trackClicks } from '../track/track-delegation';

/** The tracked-clicks feature: only its `needs` matter (the runtime loads the log for them). */
const logReady = { start: () => ({ scan() {}, stop() {} }) };

/**
 * `data-track` clicks (product-rules §14): one delegated listener on the document from start,
 * through the log service's stand-in, so a click before the log chunk arrives is queued. The
 * plug-in's one page feature: a `data-track` element, there at start or added later, has the
 * whole log loaded (not only the visit's base), since its click may follow a link at once and
 * the analytics event must go before the page does.
 */
export const trackPlugin: RuntimePlugin = {
  name: 'track',
  start: (host, run) => trackClicks(host.doc, run.services.log, host.logger),
  features: [{ name: 'tracked-clicks', selector: '[' + schema.track + ']', needs: ['log'], load: () => Promise.resolve(logReady) }],
};
