import type { RuntimePlugin } from '../runtime/plugin';

/**
 * The sampling decision: once per page view (this module lives as long as its document), so a
 * `stop()` and `start()` keep it.
 */
let sampled: boolean | undefined;

/**
 * Field measurements (config `rum`, docs/rum.md). The core holds only the decision
 * (`services.clock.random()`, seeded in tests) and the dynamic import: a page view that is not
 * sampled loads no measuring code. A sampled one loads src/rum/ (the `rum` chunk, with
 * web-vitals) at start, so the browser's buffered entries and the interactions that follow are
 * all there to read when the page is hidden.
 */
export const rumPlugin: RuntimePlugin = {
  name: 'rum',
  start(host, run) {
    if (sampled === undefined) sampled = run.services.clock.random() < run.config.rum.sample;
    if (sampled)
      import('../rum/index').then((m) => m.startRum(host, run)).catch((error) => host.logger.handleError(error, 'loading rum'));
  },
};
