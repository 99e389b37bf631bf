/**
 * The error catalogue of product-rules §8 plus the few states the client itself produces, and the
 * `ApiState` shape every API call rejects with. Pure: no DOM, no I/O.
 */

/**
 * State codes. The first six are product-rules §8; the negative ones below PARAM_REQUIRED are this
 * library's own client-side states (The product rules leaves "other codes" open), so a widget can tell a
 * broken answer from a network failure without parsing messages.
 */
export enum ErrorCode {
  /** product-rules §8: success. */
  OK = 2000000,
  /** product-rules §8: no chances / quota left (lucky draw). */
  QUOTA_FULL = 5090002,
  /** product-rules §8: the user is not a Taobao user. */
  NOT_TAOBAO = 5050017,
  /** product-rules §8: the user token is missing or invalid; ask the client to log in. */
  USER_UNAUTHENTICATED = 5000406,
  /** product-rules §8: network error or timeout: `[url] request timed out`. */
  TIME_OUT = -1,
  /** product-rules §8: parameters are not an object. */
  PARAM_REQUIRED = -2,
  /** Library: the server answered an HTTP error status (after any retries). */
  HTTP_ERROR = -3,
  /** Library: the body was HTML, empty, malformed JSON, or JSON without a state. */
  BAD_RESPONSE = -4,
  /** Library: the caller's AbortSignal cancelled the call. */
  ABORTED = -5,
  /** Library: neither fetch nor XMLHttpRequest exists in this browser. */
  NO_TRANSPORT = -6,
}

/** What a call rejects with (and what the server's `state` holds). */
export interface ApiState {
  code: number;
  msg: string;
  /** HTTP status when the state comes from an HTTP error. */
  status?: number;
  /** The envelope's `data`, when a non-OK answer carried one (e.g. prize details). */
  data?: unknown;
}

/** product-rules §8: the Chinese message for non-object parameters. */
export const PARAM_REQUIRED_MSG = '参数错误：请求参数必须是合法的 JSON 对象';

/**
 * Builds a state object.
 * @example apiState(ErrorCode.TIME_OUT, '[/search/sugs] request timed out')
 */
export function apiState(code: number, msg: string, extra?: Partial<ApiState>): ApiState {
  const state: ApiState = { code, msg };
  if (extra) {
    if (extra.status !== undefined) state.status = extra.status;
    if (extra.data !== undefined) state.data = extra.data;
  }
  return state;
}

/** product-rules §8: `[url] request timed out`. */
export function timeoutState(url: string): ApiState {
  return apiState(ErrorCode.TIME_OUT, '[' + url + '] request timed out');
}

/**
 * True for anything shaped like `{ code: number, msg: string }`: what API calls and the
 * bridge reject with.
 * @example if (isApiState(e) && e.code === ErrorCode.QUOTA_FULL) showNoChances();
 */
export function isApiState(x: unknown): x is ApiState {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as ApiState).code === 'number' &&
    typeof (x as ApiState).msg === 'string'
  );
}

/** Turns anything thrown or rejected into a state: a state stays as it is, anything else is BAD_RESPONSE. */
export function toApiState(x: unknown, url: string): ApiState {
  if (isApiState(x)) return x;
  return apiState(ErrorCode.BAD_RESPONSE, '[' + url + '] ' + (x instanceof Error ? x.message : String(x)));
}
