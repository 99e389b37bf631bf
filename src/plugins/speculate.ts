import type { RuntimePlugin } from '../runtime/plugin';
import { onIdle } from '../runtime/wake';
import { maySpeculate } from '../runtime/may-speculate';

/**
 * Speculative loading (config `prefetch`, docs/ARCHITECTURE.md "Code loading"): armed at the
 * first idle moment after `pp:ready`, so start-up and the first scan do no work for it. The
 * connection is asked here (Save-Data, 2g: not even the chunk is fetched); the rest is the
 * speculate chunk's (`prefetchFor`, src/speculate/speculate.ts).
 */
export const speculatePlugin: RuntimePlugin = {
  name: 'speculate',
  ready(host, run) {
    if (!run.config.prefetch) return;
    host.teardown.push(
      onIdle(host.win, () => {
        if (host.run !== run || !maySpeculate(host.win.navigator)) return;
        import('../speculate/speculate')
          .then((m) => m.prefetchFor(host, run))
          // Nothing is lost: a widget's first use loads its code as it would without speculation.
          .catch(() => undefined);
      }),
    );
  },
};
