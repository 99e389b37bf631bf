import type { Environment, ResolvedConfig } from '../types';
import type { Features } from './features';
import type { Islands } from './island';
import { guard, type Runtime } from './runtime';

/**
 * The page is inside the store's client from now on (a late `PPNativeBridge`, product-rules §13):
 * the environment is detected again (in place, so services and widgets that hold it see the
 * client), page features start again under the new environment (the tips banner stops and
 * does not come back), mounted islands remount in client mode, and `rescan` records the
 * widgets that now wake differently (download buttons wake when seen, to show install states).
 * Its own chunk, loaded only when the bridge has come (`watchForBridge` in late-bridge.ts, part
 * of the runtime, watches for it at no cost until then).
 * @example followClient(rt, islands, features, detect, () => scanner.scan(doc));
 */
export function followClient(rt: Runtime, islands: Islands, features: Features, detect: (win: Window, config: ResolvedConfig) => Environment, rescan: () => void): void {
  if (!rt.started) return;
  guard(rt, 'entering the client', () => {
    Object.assign(rt.env!, detect(rt.win, rt.config!));
    features.stop();
    rt.islands.forEach((island) => islands.remount(island));
    rescan();
    features.scan(rt.doc);
  });
}
