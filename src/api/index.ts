/**
 * The API client: every call of product-rules §7 as a typed function. Entry file: re-exports
 * and the factory only.
 */
import type { Api, ApiOptions } from './api-types';
import { createClient } from './client';
import { downloadCalls } from './calls/downloads';
import { luckyCalls } from './calls/lucky';
import { proxyCalls } from './calls/proxy';
import { searchCalls } from './calls/search';
import { storeCalls } from './calls/store';

export type {
  Api,
  ApiOptions,
  ApiIdentity,
  CallOptions,
  LuckyApi,
  OpenParams,
  RealnameRemoteConfig,
  SugsResponse,
} from './api-types';
export { ErrorCode, isApiState, apiState, PARAM_REQUIRED_MSG } from './errors';
export type { ApiState } from './errors';
export { toList, normalizeApp, toAppList } from './normalize';
export type { App } from './normalize';
export { parseRealnameConfig, REALNAME_KEY } from './calls/search';
export { URL_KEYS } from './calls/proxy';
export { cleanRefUrl } from './ref-url';

/**
 * Creates the API client (`services.api`). Calls resolve with the envelope's `data` or reject
 * with an `ApiState`; none throws.
 * @example
 * const api = createApi({ env, logger, identity: () => getClientInfo(bridge) });
 * api.getDetail({ appId: 1 }).then(render, (state) => logger.warn(state.msg));
 */
export function createApi(options: ApiOptions): Api {
  const client = createClient(options);
  return {
    options,
    ...searchCalls(client),
    ...downloadCalls(client),
    ...storeCalls(client),
    ...proxyCalls(client),
    lucky: luckyCalls(client),
  };
}
