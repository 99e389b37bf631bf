import type { Environment, Logger, ResolvedConfig, ServiceName, Services } from '../types';
import { createLocalStore, createSessionStore } from '../storage/web-storage-store';
import { sweepExpired } from '../storage/sweep';
import { createI18n } from '../i18n/index';
import { createLazyApi } from './lazy-api';
import { createLazyBridge, createLazyLog } from './lazy-services';
import { onIdle } from '../runtime/wake';
import { loadOnce } from '../util/load-once';

/**
 * Builds the real services for a started page. Everything a widget touches in the browser
 * goes through these, so tests can swap any of them.
 *
 * The API client, the log and the native bridge each live in their own chunk of the
 * script-tag build (the log's base, all a page view needs, in one of its own) and load on
 * first use, or before a widget that `needs` them mounts (`whenReady`). Inside the store's
 * clients the bridge loads at once: the page talks to the app from the start.
 *
 * `win` is the page's window, the application's (`createApplication({ win })`): the storage,
 * the cookies, the bridge and the page address are that window's.
 */
export function createServices(config: ResolvedConfig, env: Environment, logger: Logger, win: Window): Services {
  const clock = { now: () => Date.now(), random: () => Math.random() };
  const storeOptions = { clock, logger };
  const onError = (error: unknown) => logger.handleError(error, 'loading service');

  const bridgeModule = () => import('../bridge/service');
  // Inside a store client: its bridge is there, or its user agent says so (product-rules §13).
  // Asked at each use: a late bridge turns the environment into the client's in place. An
  // Android WebView with neither (WeChat, Weibo, any app's browser) is an ordinary browser:
  // no call waits for a client identity there and no bridge code loads, not even for a
  // widget that listens for the app's events.
  const inClient = () => env.hasBridge || !!env.client;
  const bridge = createLazyBridge(
    // Calls wait for a bridge that is not there yet only in the store's client (its token or its
    // bridge); anywhere else they fail at once (NO_BRIDGE) instead of waiting for nothing.
    () => bridgeModule().then((m) => m.createBridge(Object.assign({}, config.bridge, { logger, win, expectBridge: env.client === 'android' || env.hasBridge }))),
    win,
    onError,
    inClient,
  );

  const apiModule = () => import('../api/create-api');
  const api = createLazyApi(
    {
      env,
      logger,
      urlKeys: config.urlKeys,
      href: () => win.location.href,
      // Inside the store's clients the calls carry the client and device identity (product-rules §7).
      // The API client asks for it, so its module is loaded: it reads the identity itself.
      identity: () => (inClient() ? apiModule().then((a) => a.clientIdentity(bridge, env)) : null),
    },
    apiModule,
  );
  // The log's base: what a page view sends (`access`, `track`), and the way every message
  // leaves. Its folder and chunk (src/log/base/, `visit`) hold the cookie store, where the
  // tracking id lives; the rest of the log (`log`) builds on the same base when a widget or a
  // tracked click needs it.
  const baseLog = loadOnce(() =>
    import('../log/base/index').then((m) => m.createBaseLog({ env, logger, win, clock, store: m.createCookieStore(win.document, storeOptions) })),
  );
  const log = createLazyLog(() => Promise.all([import('../log/create-log'), baseLog()]).then(([m, base]) => m.extendLog(base, logger)), onError, baseLog);

  const services: Record<ServiceName, { ready(): Promise<unknown> }> = { api, log, bridge };
  // Right after start() returns (a microtask): creating the script element is not work the
  // first click should wait for.
  if (inClient()) Promise.resolve().then(() => bridge.ready()).catch(onError);

  const local = createLocalStore(win, storeOptions);
  // Expired entries (the real-name data among them) are deleted at the first idle moment of
  // every page, not only when something happens to read them (src/storage/sweep.ts, which never
  // throws). In pp-widgets.js with the stores it reads: a chunk is a folder, and src/storage/ is
  // the core's.
  onIdle(win, () => sweepExpired(win, local));

  return {
    logger,
    local,
    session: createSessionStore(win, storeOptions),
    get api() {
      return api.current();
    },
    get bridge() {
      return bridge.current();
    },
    get log() {
      return log.current();
    },
    i18n: createI18n(config.locale, config.messages),
    clock,
    // The default is the API client alone: the lists and lucky log through the stand-in (a list's
    // `track` is a page view's call, which the log's base sends). Inside a store client whatever
    // needs a service waits for the bridge too, as the page talks to the app from the start.
    whenReady: (needs = ['api']) => Promise.all((needs.length && inClient() ? needs.concat('bridge') : needs).map((name) => services[name].ready())).then(() => undefined),
  };
}
