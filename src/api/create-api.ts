// The API client's factory. Its own module, not in index.ts: the runtime imports it dynamically
// (src/services/services.ts), and a dynamically imported namespace keeps every export, so the
// api chunk would otherwise hand over every name of index.ts, which nothing reads from it.
import type { Api, ApiOptions, CallOptions } from './api-types';
import { createClient } from './client';
import { downloadCalls } from './calls/downloads';
import { searchCalls } from './calls/search';
import { timeoutState } from './errors';
import { loadOnce } from '../util/load-once';
import type { ContentCalls } from './content/content-calls';
import { userIdTypeFor } from './user-id-type';
import type { Environment } from '../base-types';
import type { Bridge } from '../bridge/index';

/**
 * The calls whose code is src/api/content/ (the store, proxy and lucky-draw calls: the content
 * lists' and lucky's), forwarded there. The lists and lucky load that chunk with their own
 * code, so their first call waits for nothing; the detail page's search and download never
 * load it. src/api/create-api.test.ts checks that these are the calls of content-calls.ts.
 * `first` (a list's first call, made before its code is in) is that chunk's too.
 */
const CONTENT_CALLS =
  'getDetail getScore getComments getRecs getSubcates getSpecials getUcRec getSpecialApps getAllSpecials getAndroidSpecial getLuckyRoll getAppDetail getProxyActivityList getMultiGameNews getPersonalList getBetaGames getAds addReminder getIosSpecial getWdjSpecial first';
/** The calls of `api.lucky`, forwarded to src/api/content/ likewise. */
const LUCKY_CALLS =
  'getActivityList activity getAppState setAppDownload userPrizeInfo updatePrizeInfo getUserPrizes draw drawAll drawFromMulPrizes drawByAppId addScore userInfo cashDetail updatePrizeSendStatus reSendPrize isTbId';

type Call = (params: unknown, call?: CallOptions) => Promise<unknown>;

/**
 * Creates the API client (`services.api`). Calls resolve with the envelope's `data` or reject
 * with an `ApiState`; none throws.
 * @example
 * const api = createApi({ env, logger, identity: () => getClientInfo(bridge) });
 * api.getDetail({ appId: 1 }).then(render, (state) => logger.warn(state.msg));
 */
export function createApi(options: ApiOptions): Api {
  const client = createClient(options);
  // Loaded once; a failed load is forgotten, so the next call tries again.
  const load = loadOnce(() => import('./content/content-calls').then((m) => m.contentCalls(client)));
  const forward = (names: string, pick: (calls: ContentCalls) => unknown): Record<string, Call> => {
    const calls: Record<string, Call> = {};
    for (const name of names.split(' ')) {
      calls[name] = (params, call) =>
        load().then(
          (c) => (pick(c) as Record<string, Call>)[name](params, call),
          // product-rules §8: a network error reads as a timeout; code that did not arrive is one.
          () => Promise.reject(timeoutState(name)),
        );
    }
    return calls;
  };
  return {
    options,
    client,
    ...searchCalls(client),
    ...downloadCalls(client),
    ...(forward(CONTENT_CALLS, (c) => c) as unknown as ContentCalls),
    lucky: forward(LUCKY_CALLS, (c) => c.lucky) as unknown as Api['lucky'],
  };
}

/**
 * The client and device identity inside the store's clients (product-rules §7): the bridge's
 * `getClientInfo` with the userIdType rule. The runtime's identity provider
 * (src/services/services.ts) asks it here, in the API chunk it has loaded, so the core carries
 * none of it; `bridge` is the services' bridge (its stand-in until its chunk is in).
 * @example clientIdentity(bridgeService, env).then((id) => id && id.userIdType)
 */
export function clientIdentity(bridge: { ready(): Promise<unknown>; current(): Bridge }, env: Environment) {
  return Promise.all([import('../bridge/service'), bridge.ready()]).then(([m]) =>
    m.getClientInfo(bridge.current()).then((info) => (info ? { ...info, userIdType: userIdTypeFor(env) } : null)),
  );
}
