/**
 * The API client: every call of product-rules §7 as a typed function. Entry file: named
 * re-exports only.
 */
export { createApi } from './create-api';

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
export { toList, normalizeApp, toAppList } from './content/normalize';
export type { App } from './content/normalize';
export { parseRealnameConfig, REALNAME_KEY } from './calls/search';
export { URL_KEYS } from './content/proxy';
export { cleanRefUrl } from './content/ref-url';
