/**
 * Sends a registration to config `realname.submitUrl` (default `/realname/submit`, on the api
 * host when the URL is a path). The one request that ever carries the personal data.
 *
 * Payload: `POST` form-encoded (`application/x-www-form-urlencoded`, no CORS preflight),
 * credentials included: `name`, `identity`, `phone`, `appId`, `isLog` (1 or 0). Success: HTTP 2xx whose JSON
 * has no error code (`code` / `state.code` absent or 2000000).
 */
import type { RealnameInfo } from './realname-store';

/** product-rules §8 OK code. */
const OK = 2000000;
/** product-rules §9 request timeout. */
export const SUBMIT_TIMEOUT_MS = 30000;

export interface SubmitOptions {
  url: string;
  /** Base of a path URL (`env.hosts.api`). */
  apiHost: string;
  info: RealnameInfo;
  appId: string;
  /** @default true */
  isLog?: boolean;
  fetch?: typeof fetch;
}

/** The absolute or host-relative URL the form is posted to. */
export function submitTarget(url: string, apiHost: string): string {
  return url.charAt(0) === '/' && url.charAt(1) !== '/' ? apiHost + url : url;
}

/** The form body (exported for the docs and tests). */
export function submitBody(info: RealnameInfo, appId: string, isLog = true): string {
  const pairs: Array<[string, string]> = [
    ['name', info.name.trim()],
    ['identity', info.identity.trim().toUpperCase()],
    ['phone', info.phone.trim()],
    ['appId', appId],
    // product-rules §9 isLog (config realname.isLog).
    ['isLog', isLog ? '1' : '0'],
  ];
  return pairs.map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(v)).join('&');
}

/**
 * Posts the registration. Resolves on success; rejects with `{code, msg}` (no personal data)
 * otherwise.
 */
export function submitInfo(options: SubmitOptions): Promise<void> {
  const doFetch = options.fetch || (typeof fetch === 'function' ? fetch : null);
  if (!doFetch) return Promise.reject({ code: -1, msg: 'fetch unavailable' });
  // Support: AbortController is Chrome 66+ / iOS Safari 12.1+; older browsers just wait.
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      if (controller) controller.abort();
      reject({ code: -1, msg: '[realname submit] request timed out' });
    }, SUBMIT_TIMEOUT_MS);
  });
  const request = doFetch(submitTarget(options.url, options.apiHost), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: submitBody(options.info, options.appId, options.isLog !== false),
    signal: controller ? controller.signal : undefined,
  }).then((response) => {
    if (!response.ok) throw { code: -1, msg: '[realname submit] HTTP ' + response.status };
    return response.text().then((text) => {
      const code = errorCodeOf(text);
      if (code !== null && code !== OK) throw { code, msg: '[realname submit] refused' };
    });
  });
  return Promise.race([request, timeout]).then(
    () => {
      clearTimeout(timer);
    },
    (error: unknown) => {
      clearTimeout(timer);
      if (error && typeof error === 'object' && 'code' in error) throw error;
      throw { code: -1, msg: '[realname submit] network error' };
    },
  );
}

function errorCodeOf(text: string): number | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object') return null;
  const o = json as { code?: unknown; state?: { code?: unknown } };
  const raw = o.state && typeof o.state === 'object' && o.state.code !== undefined ? o.state.code : o.code;
  if (raw === undefined || raw === null || raw === '') return null;
  const n = Number(raw);
  return isFinite(n) ? n : null;
}
