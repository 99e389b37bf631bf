import type { RuntimePlugin } from '../runtime/plugin';

/** The sampling decision of each document: once per page view, whatever stops and starts follow. */
const sampled = new WeakMap<Document, boolean>();

/**
 * Field measurements (config `rum`, CONTRACT §7, docs/rum.md). The core holds only the decision
 * (`services.clock.random()`, seeded in tests) and the dynamic import: a page view that is not
 * sampled loads no measuring code. A sampled one loads src/rum/ (the `rum` chunk, with
 * web-vitals) at start, so the browser's buffered entries and the interactions that follow are
 * all there to read when the page is hidden.
 */
export const rumPlugin: RuntimePlugin = {
  name: 'rum',
  start(host, run) {
    const { doc } = host;
    if (!sampled.has(doc)) sampled.set(doc, run.services.clock.random() < run.config.rum.sample);
    if (sampled.get(doc))
      import('../rum/index').then((m) => m.startRum(host, run)).catch((error) => host.logger.handleError(error, 'loading rum'));
  },
};
