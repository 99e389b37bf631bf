import { coreSchema as schema } from '../schema-core';
import type { Environment, ResolvedConfig } from '../base-types';
import { channelAndSource } from './channel-source';
import { detectUa } from './detect-ua';
import { envNameFromDebug } from './env-name';
import { resolveHosts } from './hosts';
import { readQuery } from './query';
import { DEFAULT_STAT_LOGGER_NAME, svrFor } from './stat-logger';
import { BRIDGE_GLOBAL } from './webview';

export { BRIDGE_GLOBAL };

export { isAndroidWebView } from './webview';

/** Inputs of `detectEnvironment`. */
export interface DetectEnvironmentInput {
  win: Window;
  config: ResolvedConfig;
  /** Global name of the stat-logger interface (`svr`). @default 'StatLoggerInterface' */
  statLoggerName?: string;
}

/** Reads a value through a getter that may throw (hostile host pages, detached frames). */
function read<T>(get: () => T, fallback: T): T {
  try {
    const value = get();
    return value === undefined || value === null ? fallback : value;
  } catch (_) {
    return fallback;
  }
}

/**
 * Everything the widgets need to know about where the page runs, computed once per start
 * from the window (user agent, touch points, bridge, query, `body[data-page]`, stat logger)
 * and the config (`env`, `hosts`, `uaTokens`, `tbChSrc`). Never throws: anything it cannot
 * read counts as absent, i.e. a plain desktop browser in prod.
 *
 * @example
 * const env = detectEnvironment({ win: window, config });
 * if (env.inAppBrowser) showOpenInBrowser();
 */
export function detectEnvironment(input: DetectEnvironmentInput): Environment {
  const win = input.win;
  const config = input.config;
  const nav = read<Partial<Navigator>>(() => win.navigator, {});
  const ua = read(() => (typeof nav.userAgent === 'string' ? nav.userAgent : ''), '');
  // Support: navigator.maxTouchPoints is missing before iOS Safari 13; absent means 0.
  const maxTouchPoints = read(() => Number(nav.maxTouchPoints) || 0, 0);
  const hasBridge = read(() => !!(win as unknown as Record<string, unknown>)[BRIDGE_GLOBAL], false);
  const query = readQuery(read(() => win.location.search, ''));
  const page = read<string | null>(() => win.document.body.getAttribute(schema.page), null);

  // The config is the merged one (src/runtime/config.ts), a plain object: its reads cannot throw.
  const detected = detectUa(ua, config.uaTokens, { maxTouchPoints, hasBridge }, config.inAppBrowsers);
  const envName = envNameFromDebug(config.env || query.debug);
  const { channel, source } = channelAndSource({
    p: query.p,
    client: detected.client,
    chSrc: query.chSrc,
    tbChSrc: config.tbChSrc,
  });

  // One Object.assign, not the two a spread is written as for Chrome 58 (the core's bytes).
  return Object.assign({ ua }, detected, {
    page,
    query,
    envName,
    hosts: resolveHosts(config, envName),
    channel,
    source,
    svr: svrFor(win, input.statLoggerName || DEFAULT_STAT_LOGGER_NAME),
  });
}
