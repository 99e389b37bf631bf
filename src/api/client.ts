/**
 * The generic API wrapper of product-rules §7: host per environment, credentials, the UC-browser
 * client-parameter string and identity fields, timeout (TIME_OUT), abort, retries of reads and the
 * envelope. Every failure is a rejected `ApiState`; nothing throws.
 */
import type { Hosts } from '../base-types';
import type { ApiIdentity, ApiOptions, CallOptions, Client, JsonAnswer, RequestSpec } from './api-types';
import { unwrap, parseBody } from './envelope';
import { ApiState, ErrorCode, PARAM_REQUIRED_MSG, apiState, timeoutState, toApiState } from './errors';
import { encodeParams, isPlainObject, withQuery } from './query';
import { MAX_RETRIES, isRetryable, retryDelay } from './retry';
import { sendOnce } from './transport';

/** product-rules §9: whole-call timeout. */
export const DEFAULT_TIMEOUT_MS = 30000;
const DEFAULT_RETRY_BASE_MS = 500;
const DEFAULT_RETRY_MAX_MS = 10000;
/** How long a slow identity provider may hold a request before it is sent without identity. */
const IDENTITY_WAIT_MS = 1000;

/**
 * The UC browser replaces this parameter with its client parameters (device, network, version…)
 * when the page requests it (product-rules §7 "client-parameter string for the UC browser").
 */
export const UC_PARAM_STR = 'dnfrpfbivesscpgimibtbmnijblauputogpintnwktprchmt';

/** Identity keys copied into requests (ApiIdentity minus the lucky-only ones). */
const IDENTITY_KEYS: Array<keyof ApiIdentity> = ['aid', 'puid', 'uuid', 'utdid', 'umid', 'v', 'versionCode', 'ch', 'productId'];

// The wrapper's types are in api-types.ts (the leaf every file of src/api/ reads), since `Api`
// names the client; re-exported here for the calls that import them with it.
export type { Client, JsonAnswer, RequestSpec } from './api-types';

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function globalFetch(): typeof fetch | undefined {
  // Looked up per call, not at import, so a host page's fetch wrapper (added later) applies.
  return typeof fetch === 'function' ? fetch : undefined;
}

function readIdentity(options: ApiOptions): Promise<ApiIdentity> {
  const provider = options.identity;
  if (!provider) return Promise.resolve({});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ApiIdentity>((resolve) => {
    timer = setTimeout(() => resolve({}), IDENTITY_WAIT_MS);
  });
  let asked: Promise<ApiIdentity>;
  try {
    asked = Promise.resolve(provider()).then((v) => v || {}, () => ({}));
  } catch (_e) {
    asked = Promise.resolve({});
  }
  return Promise.race([asked, late]).then((v) => {
    clearTimeout(timer);
    return v;
  });
}

/** Fills params with identity fields the caller did not set and the UC string in the UC browser. */
function decorate(
  options: ApiOptions,
  params: Record<string, unknown>,
  identity: ApiIdentity,
  withUser: boolean | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys: Array<keyof ApiIdentity> = withUser ? IDENTITY_KEYS.concat(['userToken', 'userIdType']) : IDENTITY_KEYS;
  for (const key of keys) {
    const v = identity[key];
    if (v !== undefined && v !== null && v !== '') out[key] = v;
  }
  for (const key of Object.keys(params)) out[key] = params[key];
  if (options.env.isUC) out.uc_param_str = UC_PARAM_STR;
  return out;
}

function missing(params: Record<string, unknown>, required: string[] | undefined): string | null {
  if (!required) return null;
  for (const key of required) {
    const v = params[key];
    if (v === undefined || v === null || v === '') return key;
  }
  return null;
}

/**
 * A kept call's answer for the call that takes it: its own abort still rejects it at once with
 * ABORTED (the request, which another call started, runs on; its answer is dropped).
 */
function follow(answer: Promise<unknown>, label: string, signal?: AbortSignal): Promise<unknown> {
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(apiState(ErrorCode.ABORTED, '[' + label + '] aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    const done = () => signal.removeEventListener('abort', onAbort);
    answer.then(
      (data) => {
        done();
        resolve(data);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}

/**
 * Creates the wrapper behind every call.
 * @example const client = createClient({ env, logger }); client.request({ method: 'GET', host: 'api', path: '/x', params: {} });
 */
export function createClient(options: ApiOptions): Client {
  const base = (host?: keyof Hosts): string => (host && options.env.hosts && options.env.hosts[host]) || '';

  function url(host: keyof Hosts, path: string, params?: Record<string, unknown>): string {
    return withQuery(base(host) + path, params ? encodeParams(params) : '');
  }

  function json(spec: RequestSpec, call: CallOptions = {}): Promise<JsonAnswer> {
    const label = base(spec.host) + spec.path;
    if (!isPlainObject(spec.params)) return Promise.reject(apiState(ErrorCode.PARAM_REQUIRED, PARAM_REQUIRED_MSG));
    const params = spec.params;
    const lacking = missing(params, spec.required);
    if (lacking) return Promise.reject(apiState(ErrorCode.PARAM_REQUIRED, PARAM_REQUIRED_MSG + '（缺少 ' + lacking + '）'));
    const signal = call.signal;
    if (signal && signal.aborted) return Promise.reject(apiState(ErrorCode.ABORTED, '[' + label + '] aborted'));

    const timeoutMs = call.timeoutMs || options.timeoutMs || DEFAULT_TIMEOUT_MS;
    const started = Date.now();

    return new Promise<JsonAnswer>((resolve, reject) => {
      let done = false;
      let cancelAttempt: (() => void) | null = null;
      const finish = (fn: () => void): void => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (signal) signal.removeEventListener('abort', onAbort);
        if (cancelAttempt) cancelAttempt();
        fn();
      };
      const onAbort = (): void => finish(() => reject(apiState(ErrorCode.ABORTED, '[' + label + '] aborted')));
      const timer = setTimeout(() => finish(() => reject(timeoutState(label))), timeoutMs);
      if (signal) signal.addEventListener('abort', onAbort);

      const attempt = async (): Promise<void> => {
        const identity = await readIdentity(options);
        const sent = decorate(options, params, identity, spec.withUser);
        const encoded = encodeParams(sent);
        const req =
          spec.method === 'GET'
            ? { method: spec.method, url: withQuery(label, encoded) }
            : { method: spec.method, url: label, body: encoded };
        const f = options.fetch || globalFetch();
        if (!f && typeof XMLHttpRequest !== 'function') {
          finish(() => reject(apiState(ErrorCode.NO_TRANSPORT, '[' + label + '] no fetch or XMLHttpRequest')));
          return;
        }
        for (let retry = 0; !done; retry++) {
          const cancels: Array<() => void> = [];
          cancelAttempt = () => cancels.forEach((c) => c());
          let res;
          try {
            res = await sendOnce(f, req, { onCancel: (c) => cancels.push(c) });
          } catch (_e) {
            // product-rules §8: a network error reads as a timeout.
            finish(() => reject(timeoutState(label)));
            return;
          }
          if (done) return;
          const ok = res.status >= 200 && res.status < 300;
          if (!ok && retry < MAX_RETRIES && isRetryable(spec.method, res.status, spec.acts)) {
            const wait = retryDelay(retry, res.retryAfter, {
              base: options.retryBaseMs !== undefined ? options.retryBaseMs : DEFAULT_RETRY_BASE_MS,
              max: options.retryMaxMs !== undefined ? options.retryMaxMs : DEFAULT_RETRY_MAX_MS,
              now: Date.now(),
            });
            // Only retry if the answer can still come in time; else report this failure now.
            if (Date.now() - started + wait < timeoutMs) {
              await delay(wait);
              continue;
            }
          }
          const parsed = parseBody(res.text, res.contentType, label);
          const status = res.status;
          if (parsed.ok) finish(() => resolve({ status, json: parsed.json }));
          else if (!ok) finish(() => reject(apiState(ErrorCode.HTTP_ERROR, '[' + label + '] HTTP ' + status, { status })));
          else finish(() => reject(parsed.state));
          return;
        }
      };
      attempt().catch((e: unknown) => finish(() => reject(toApiState(e, label))));
    });
  }

  // The requests made under keep() (reads: a list's first page), by method, URL and parameters,
  // until the same call takes one.
  const kept: Record<string, Promise<unknown>> = {};
  let keeping = false;

  function request(spec: RequestSpec, call?: CallOptions): Promise<unknown> {
    const key = isPlainObject(spec.params) ? spec.method + withQuery(base(spec.host) + spec.path, encodeParams(spec.params)) : '';
    const early = key && kept[key];
    if (early) {
      delete kept[key];
      return follow(early, base(spec.host) + spec.path, call && call.signal);
    }
    const answer = send(spec, call);
    if (keeping && key) {
      kept[key] = answer;
      // Its rejection is the taker's to see; until then it is not unhandled.
      answer.catch(() => undefined);
    }
    return answer;
  }

  function keep(make: () => unknown): void {
    keeping = true;
    try {
      make();
    } finally {
      keeping = false;
    }
  }

  function send(spec: RequestSpec, call?: CallOptions): Promise<unknown> {
    return json(spec, call).then((answer) => {
      const label = base(spec.host) + spec.path;
      const result = unwrap(answer.json, label);
      if (answer.status < 200 || answer.status >= 300) {
        // The server said why (a non-OK state): keep that; anything else is an HTTP error.
        const state: ApiState =
          !result.ok && result.state.code !== ErrorCode.BAD_RESPONSE
            ? apiState(result.state.code, result.state.msg, { status: answer.status, data: result.state.data })
            : apiState(ErrorCode.HTTP_ERROR, '[' + label + '] HTTP ' + answer.status, { status: answer.status });
        throw state;
      }
      if (result.ok) return result.data;
      throw result.state;
    });
  }

  return { options, url, json, request, keep };
}
