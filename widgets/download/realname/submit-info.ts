/**
 * Sends a registration to config `realname.submitUrl` (default `/realname/submit`, on the api
 * host when the URL is a path). The one request that ever carries the personal data.
 *
 * Through the library's one HTTP client (src/api/client.ts, `services.api.client`), with its
 * rules: `POST` form-encoded (no CORS preflight), credentials and the client's identity fields
 * included, its timeout (30 000 ms, product-rules §9), and never repeated (a POST acts on the
 * server). Body: `name`, `identity`, `phone`, `appId`, `isLog` (1 or 0), so the personal data is
 * in no URL. Success: HTTP 2xx whose JSON envelope has the OK code (product-rules §7); anything
 * else (an error code, an HTTP error, an empty, HTML or malformed answer, a timeout) rejects
 * with an `ApiState` whose message names the URL only.
 */
import type { Client } from '../../../src/api/api-types';
import type { RealnameInfo } from './realname-store';

export interface SubmitOptions {
  url: string;
  info: RealnameInfo;
  appId: string;
  /** @default true */
  isLog?: boolean;
}

/** The form fields (exported for the docs and tests). */
export function submitParams(info: RealnameInfo, appId: string, isLog = true): Record<string, string> {
  return {
    name: info.name.trim(),
    identity: info.identity.trim().toUpperCase(),
    phone: info.phone.trim(),
    appId,
    // product-rules §9 isLog (config realname.isLog).
    isLog: isLog ? '1' : '0',
  };
}

/**
 * Posts the registration. Resolves (with the envelope's `data`) on success; rejects with `{code, msg}` (no personal data)
 * otherwise.
 * @example submitInfo(services.api.client, { url: settings.submitUrl, info, appId: app.id })
 */
export function submitInfo(client: Client, options: SubmitOptions): Promise<unknown> {
  const { url } = options;
  return client.request({
    method: 'POST',
    // A path is on the api host; a whole URL (`https://…`, `//…`) is taken as it is.
    host: url.charAt(0) === '/' && url.charAt(1) !== '/' ? 'api' : undefined,
    path: url,
    params: submitParams(options.info, options.appId, options.isLog !== false),
    acts: true,
  });
}
