import type { Environment, Logger, ResolvedConfig, Services } from '../types';
import { createLocalStore, createSessionStore, createCookieStore } from '../storage/index';
import { createBridge, getClientInfo, userIdTypeFor } from '../bridge/index';
import { createLog } from '../log/index';
import { createI18n } from '../i18n/index';
import { createLazyApi } from './lazy-api';

/**
 * Builds the real services for a started page. Everything a widget touches in the browser
 * goes through these, so tests can swap any of them. The API client loads lazily
 * (`whenReady`), see lazy-api.ts.
 */
export function createServices(config: ResolvedConfig, env: Environment, logger: Logger): Services {
  const win = window;
  const clock = { now: () => Date.now(), random: () => Math.random() };
  const storeOptions = { clock, logger };
  const cookies = createCookieStore(win.document, storeOptions);
  const bridge = createBridge({ ...config.bridge, logger, win });
  const api = createLazyApi(
    {
      env,
      logger,
      // Inside the store's clients the calls carry the client and device identity (SPEC §7).
      identity: env.hasBridge || env.client
        ? () => getClientInfo(bridge).then((info) => (info ? { ...info, userIdType: userIdTypeFor(env) } : null))
        : undefined,
    },
    () => import('../api/index'),
  );
  return {
    logger,
    local: createLocalStore(win, storeOptions),
    session: createSessionStore(win, storeOptions),
    cookies,
    get api() {
      return api.current();
    },
    bridge,
    log: createLog({ env, logger, win, clock, store: cookies }),
    i18n: createI18n(config.locale, config.messages),
    clock,
    whenReady: api.ready,
  };
}
