/**
 * Delivery of one /log/* post that survives the page navigating away (product-rules §7):
 * `navigator.sendBeacon`, then the UC browser's beacon, then a keepalive `fetch`, then a
 * synchronous XHR. Each step is tried at most once, in that order, and the first that takes
 * the request ends the chain: nothing retries, nothing loops. (One exception to the order:
 * see `DeliverDeps.privateReferrer`.)
 */

import { FORM, tryBeacon } from '../beacon';

export { tryBeacon };

/** Which channel took the request; null when none could. */
export type Channel = 'beacon' | 'uc' | 'fetch' | 'xhr';

/**
 * The UC browser's own beacon. Assumed API (guarded, never required): UC exposes
 * `window.ucweb.startRequest(name, args)` for its shell commands; we call it with
 * `'shell.sendBeacon'` and `[url, body]`. A missing object or a throw moves on to fetch.
 * Pass `ucBeacon` in `DeliverDeps` to use another UC API.
 * Returns true when the browser accepted the request.
 */
export type UcBeacon = (url: string, body: string) => boolean;

export interface DeliverDeps {
  win: Window | undefined;
  /** Replaces the global fetch (tests, host-page wrappers). */
  fetch?: typeof fetch;
  /** null turns the UC step off; undefined uses `defaultUcBeacon(win)`. */
  ucBeacon?: UcBeacon | null;
  /** Told once when an asynchronous fetch fails (after the chain has ended). */
  onLateFailure?(channel: Channel): void;
  /**
   * The page URL holds personal data: the browser would repeat it in the `Referer` header of
   * a beacon (whose referrer cannot be set). A keepalive fetch with referrer policy `origin`
   * then goes first, where the browser supports keepalive.
   */
  privateReferrer?: boolean;
  /**
   * The beacon was tried already and refused (./send-lazy.ts tries it before this chain
   * loads): the chain starts at the next step, so no channel is tried twice.
   */
  beaconRefused?: boolean;
}


/** The UC beacon described on `UcBeacon`, or null when this browser does not have it. */
export function defaultUcBeacon(win: Window | undefined): UcBeacon | null {
  const uc = win && (win as unknown as { ucweb?: { startRequest?(name: string, args: unknown[]): unknown } }).ucweb;
  if (!uc || typeof uc.startRequest !== 'function') return null;
  // Called as a method of `ucweb`, read at each call.
  return (url, body) => (uc.startRequest as (name: string, args: unknown[]) => unknown)('shell.sendBeacon', [url, body]) !== false;
}

function tryUc(deps: DeliverDeps, url: string, body: string): boolean {
  try {
    const uc = deps.ucBeacon === undefined ? defaultUcBeacon(deps.win) : deps.ucBeacon;
    return !!uc && uc(url, body) === true;
  } catch (_) {
    return false;
  }
}

/**
 * Whether `fetch(..., { keepalive: true })` really outlives the page here.
 * Support: keepalive Chrome 66+, Safari 13+; older engines ignore the option (their fetch is
 * cancelled by the navigation), which the `Request.prototype.keepalive` getter tells apart.
 */
export function keepaliveSupported(win: Window | undefined): boolean {
  try {
    const R: unknown = win && (win as unknown as { Request?: unknown }).Request;
    return typeof R === 'function' && 'keepalive' in (R as { prototype: object }).prototype;
  } catch (_) {
    return false;
  }
}

/**
 * A fire-and-forget keepalive fetch: POST of a form `body`, or GET when `body` is null.
 * The referrer is cut to the origin, so the page's path and query never travel in `Referer`.
 * Returns false when there is no fetch or it throws at once.
 */
export function keepaliveFetch(deps: DeliverDeps, url: string, body: string | null): boolean {
  const win = deps.win;
  const init: RequestInit = {
    method: body === null ? 'GET' : 'POST',
    keepalive: true,
    credentials: 'include',
    // no-cors: the log host may be another origin without CORS headers; the answer is not read.
    mode: 'no-cors',
    // Support: referrerPolicy in fetch Chrome 52+; ignored before.
    referrerPolicy: 'origin',
  };
  if (body !== null) {
    init.body = body;
    init.headers = { 'Content-Type': FORM };
  }
  try {
    // Read inside the try: a host page's fetch getter that throws is a refusal too.
    if (!deps.fetch && !(win && typeof (win as Window).fetch === 'function')) return false;
    // Called on its owner: a detached window.fetch throws "Illegal invocation".
    const pending = deps.fetch ? deps.fetch(url, init) : (win as Window).fetch(url, init);
    if (pending && typeof pending.then === 'function') {
      pending.then(undefined, () => {
        if (deps.onLateFailure) deps.onLateFailure('fetch');
      });
    }
    return true;
  } catch (_) {
    return false;
  }
}

function tryXhr(win: Window | undefined, url: string, body: string): boolean {
  try {
    const Xhr = win && (win as unknown as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
    // Last resort only: browsers refuse a synchronous XHR during page dismissal (it throws), as
    // `new` does without XMLHttpRequest.
    const xhr = new (Xhr as typeof XMLHttpRequest)();
    xhr.open('POST', url, false);
    try {
      xhr.withCredentials = true;
    } catch (_) {
      // Support: old engines refuse withCredentials on a synchronous request; send without.
    }
    xhr.setRequestHeader('Content-Type', FORM);
    xhr.send(body);
    return true;
  } catch (_) {
    return false;
  }
}

/**
 * Posts `body` (form-encoded) to `url` by the first channel that takes it.
 * Never throws; returns the channel used, or null when every channel refused.
 *
 * @example deliver('/log/click', 'appId=1', { win: window }) // 'beacon'
 */
export function deliver(url: string, body: string, deps: DeliverDeps): Channel | null {
  // With personal data in the page URL, the keepalive fetch (referrer cut to the origin) leads;
  // it is still tried only once.
  const fetchFirst = deps.privateReferrer === true && keepaliveSupported(deps.win);
  if (fetchFirst && keepaliveFetch(deps, url, body)) return 'fetch';
  if (!deps.beaconRefused && tryBeacon(deps.win, url, body)) return 'beacon';
  if (tryUc(deps, url, body)) return 'uc';
  if (!fetchFirst && keepaliveFetch(deps, url, body)) return 'fetch';
  if (tryXhr(deps.win, url, body)) return 'xhr';
  return null;
}
