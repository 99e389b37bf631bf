import type { Environment, Logger, ResolvedConfig, Services } from '../types';
import { createLocalStore, createSessionStore, createCookieStore } from '../storage/index';
import { createApi } from '../api/index';
import { createBridge } from '../bridge/index';
import { createLog } from '../log/index';
import { createI18n } from '../i18n/index';

/**
 * Builds the real services for a started page. Everything a widget touches in the browser
 * goes through these, so tests can swap any of them.
 */
export function createServices(config: ResolvedConfig, env: Environment, logger: Logger): Services {
  const win = window;
  const clock = { now: () => Date.now(), random: () => Math.random() };
  const local = createLocalStore(win);
  const cookies = createCookieStore(win.document);
  const bridge = createBridge({ ...config.bridge, logger, win });
  return {
    logger,
    local,
    session: createSessionStore(win),
    cookies,
    api: createApi({ env, logger }),
    bridge,
    log: createLog({ env, logger }),
    i18n: createI18n(config.locale, config.messages),
    clock,
  };
}
