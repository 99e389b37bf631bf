/**
 * The real-name flow up to the dialog (product-rules §4, §5, §9), independent of rendering:
 * registered? → config (cached) → click count → ratio draw → utm → show or skip.
 */
import type { Api, RealnameRemoteConfig } from '../../../src/api/api-types';
import type { Clock, KeyValueStore, Logger, RealnameConfig } from '../../../src/types';
import { decideGate, drawDigit, type GateDecision } from './gates';
import { cacheConfig, cachedConfig, countClick, isRegistered } from './realname-store';

export interface FlowServices {
  local: KeyValueStore;
  api: Pick<Api, 'getRealnameConfig'>;
  clock: Clock;
  logger: Logger;
}

/** Fetches the remote config, from the cache when fresh. Null when none or bad. */
export function loadRemoteConfig(services: FlowServices, settings: RealnameConfig): Promise<RealnameRemoteConfig | null> {
  const cached = cachedConfig(services.local);
  if (cached) return Promise.resolve(cached);
  let pending: Promise<RealnameRemoteConfig | null>;
  try {
    pending = services.api.getRealnameConfig({ groupId: 10 });
  } catch (error) {
    pending = Promise.reject(error);
  }
  return pending.then(
    (config) => {
      if (config) cacheConfig(services.local, config, settings.confTime);
      return config || null;
    },
    (error: unknown) => {
      // No config means no popup (product-rules §4); the download is never blocked by this call.
      const code = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : undefined;
      services.logger.warn('realname: config unavailable, the popup is skipped', code);
      return null;
    },
  );
}

/**
 * Decides what to do for one click on an app that needs the check.
 *
 * @example
 * decideRealname(services, config.realname, env.query.utmSource).then(d => d.kind)
 */
export function decideRealname(
  services: FlowServices,
  settings: RealnameConfig,
  utmSource: string | null,
): Promise<GateDecision> {
  if (isRegistered(services.local)) return Promise.resolve({ kind: 'proceed' } as GateDecision);
  return loadRemoteConfig(services, settings).then((config) => {
    // Only clicks that could open the popup are counted against limitCount.
    const clickCount = config && config.isOpen ? countClick(services.local) : 0;
    return decideGate({
      registered: false,
      config,
      clickCount,
      draw: drawDigit(services.clock.random()),
      utmSource,
    });
  });
}
