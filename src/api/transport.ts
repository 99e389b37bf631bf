/**
 * One HTTP attempt, by fetch or (where fetch is missing) XMLHttpRequest, always with
 * credentials. Resolves with status and body text; rejects with an Error on network failure.
 * Never throws synchronously.
 */

export interface WireRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Form-encoded body for POST. */
  body?: string;
}

export interface WireResponse {
  status: number;
  text: string;
  contentType: string;
  retryAfter: string | null;
}

/** Lets the caller stop an attempt in flight (timeout, abort). */
export interface Cancel {
  /** Registers what to do on cancel; returns nothing. */
  onCancel(fn: () => void): void;
}

const FORM = 'application/x-www-form-urlencoded; charset=UTF-8';

function viaFetch(f: typeof fetch, req: WireRequest, cancel: Cancel): Promise<WireResponse> {
  const init: RequestInit = { method: req.method, credentials: 'include' };
  if (req.method === 'POST') {
    init.body = req.body || '';
    // A form body keeps this a "simple" request: no CORS preflight to the API host.
    init.headers = { 'Content-Type': FORM };
  }
  // Support: AbortController Chrome 66, iOS Safari 12.2; without it sendOnce takes
  // XMLHttpRequest, and fetch only where that is missing too (the request then runs on and
  // the client ignores its late answer).
  if (typeof AbortController === 'function') {
    const controller = new AbortController();
    init.signal = controller.signal;
    cancel.onCancel(() => controller.abort());
  }
  return f(req.url, init).then((res) =>
    res.text().then((text) => ({
      status: res.status,
      text,
      contentType: res.headers.get('content-type') || '',
      retryAfter: res.headers.get('retry-after'),
    })),
  );
}

function viaXhr(req: WireRequest, cancel: Cancel): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url, true);
    xhr.withCredentials = true;
    if (req.method === 'POST') xhr.setRequestHeader('Content-Type', FORM);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        text: xhr.responseText || '',
        contentType: xhr.getResponseHeader('content-type') || '',
        // Support: Chrome logs "Refused to get unsafe header" for getResponseHeader of a
        // header a cross-origin answer does not expose; the list of exposed ones logs nothing.
        retryAfter: exposedHeader(xhr, 'retry-after'),
      });
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Error('aborted'));
    cancel.onCancel(() => xhr.abort());
    xhr.send(req.method === 'POST' ? req.body || '' : null);
  });
}

/**
 * Sends one attempt. `f` is the fetch to use (looked up by the caller at call time so host-page
 * wrappers apply); without one, XMLHttpRequest; without both, rejects with `no transport`.
 * Where fetch cannot be cancelled (no AbortController: Chrome < 66, iOS Safari < 12.2),
 * XMLHttpRequest is taken too: a call that timed out or was aborted must end its request, or
 * a stalled one holds a connection, and Chrome's cache lock holds a retry of the same URL
 * behind it (the floor run's stalled-list test).
 */
export function sendOnce(f: typeof fetch | undefined, req: WireRequest, cancel: Cancel): Promise<WireResponse> {
  try {
    const xhr = typeof XMLHttpRequest === 'function';
    if (f && (typeof AbortController === 'function' || !xhr)) return viaFetch(f, req, cancel);
    // Support: fetch Chrome 42, iOS Safari 10.1; some webviews still strip it.
    if (xhr) return viaXhr(req, cancel);
    return Promise.reject(new Error('no transport'));
  } catch (e) {
    return Promise.reject(e);
  }
}

/** A response header of an XHR if the answer exposes it (CORS), else null; never logs. */
export function exposedHeader(xhr: Pick<XMLHttpRequest, 'getAllResponseHeaders'>, name: string): string | null {
  const lines = (xhr.getAllResponseHeaders() || '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i].indexOf(':');
    if (at > 0 && lines[i].slice(0, at).trim().toLowerCase() === name) return lines[i].slice(at + 1).trim();
  }
  return null;
}
