import type { Clock, Environment, Logger } from '../base-types';
import { createCookieStore } from '../storage/cookie-store';
import { createLog, type LogService } from './create-log';

/**
 * The log service the runtime starts (src/services/services.ts), with the tracking id kept in a
 * cookie. One module of the log chunk, the cookie store with it, so the core asks for the
 * chunk with one dynamic import instead of two.
 * @example import('../log/page-log').then((m) => m.createPageLog({ env, logger, win: window, clock }));
 */
export function createPageLog(options: { env: Environment; logger: Logger; win: Window; clock: Clock }): LogService {
  const { logger, win, clock } = options;
  return createLog({ ...options, store: createCookieStore(win.document, { clock, logger }) });
}
