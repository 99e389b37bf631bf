/**
 * Client and device identity the native client reports (product-rules §3 "Client info"). The userIdType
 * rule of product-rules §3 "User identity for activities" is the API's (src/api/user-id-type.ts).
 */
import type { Bridge } from './create-bridge';

/** Product ids of the native clients (product-rules §3). */
export const ProductId = {
  /** The older client. */
  Client: 2001,
  /** The newer client. */
  NewClient: 2011,
} as const;

/** What `getClientInfo` resolves with; strings are '' and numbers 0 when the client left them out. */
export interface ClientInfo {
  aid: string;
  puid: string;
  uuid: string;
  utdid: string;
  umid: string;
  /** Client version name. */
  v: string;
  versionCode: number;
  /** The client's channel: `client_ch`, else `ch`. */
  ch: string;
  /** 2001 or 2011 (`ProductId`), 0 when unknown. */
  productId: number;
}

function pick(raw: Record<string, unknown>, names: string[]): unknown {
  for (const name of names) {
    // The client may send keys with or without the `key_` prefix.
    for (const key of [name, 'key_' + name]) {
      const v = raw[key];
      if (v !== undefined && v !== null && v !== '') return v;
    }
  }
  return undefined;
}

function asText(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' && isFinite(v) ? String(v) : '';
}

function asNumber(v: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return isFinite(n) ? n : 0;
}

/**
 * Reads a client-info answer tolerantly (object or JSON text, keys with or without `key_`).
 * Returns null when the answer is not an object.
 */
export function parseClientInfo(raw: unknown): ClientInfo | null {
  let data = raw;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch (_) {
      return null;
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const r = data as Record<string, unknown>;
  return {
    aid: asText(pick(r, ['aid'])),
    puid: asText(pick(r, ['puid'])),
    uuid: asText(pick(r, ['uuid'])),
    utdid: asText(pick(r, ['utdid'])),
    umid: asText(pick(r, ['umid'])),
    v: asText(pick(r, ['v'])),
    versionCode: asNumber(pick(r, ['versionCode'])),
    ch: asText(pick(r, ['client_ch', 'ch'])),
    productId: asNumber(pick(r, ['productId'])),
  };
}

const cache = new WeakMap<Bridge, Promise<ClientInfo | null>>();

/**
 * Asks the native client for its identity (`getClientInfo` method). Never rejects: resolves
 * null outside the app, on timeout or on a malformed answer. A successful answer is cached per
 * bridge; a failed one is asked again next time.
 *
 * @example getClientInfo(services.bridge).then(info => info && info.utdid)
 */
export function getClientInfo(bridge: Bridge): Promise<ClientInfo | null> {
  const cached = cache.get(bridge);
  if (cached) return cached;
  const request = bridge.call('getClientInfo', {}).then(
    (result) => {
      const info = parseClientInfo(result);
      if (!info) cache.delete(bridge);
      return info;
    },
    () => {
      cache.delete(bridge);
      return null;
    },
  );
  cache.set(bridge, request);
  return request;
}
