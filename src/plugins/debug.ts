import type { RuntimePlugin } from '../runtime/plugin';

/**
 * The debug overlay (`?ppw-debug=1` or config `debug: true`): src/debug/overlay.ts, its own
 * chunk, loaded only when asked for.
 */
export const debugPlugin: RuntimePlugin = {
  name: 'debug',
  start(host, run) {
    if (!run.config.debug && !/[?&]ppw-debug=1(&|$)/.test(host.win.location.search)) return;
    import('../debug/overlay')
      .then((m) => m.startOverlay(host, run))
      .catch((error) => host.logger.handleError(error, 'loading overlay'));
  },
};
