/**
 * Client and device identity the native client reports (product-rules §3 "Client info"). The userIdType
 * rule of product-rules §3 "User identity for activities" is the API's (src/api/user-id-type.ts).
 */
import type { Bridge } from './create-bridge';
import { pick, readNumber } from '../read-field/read-field';

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

/** The first present value among `names`, each with or without the `key_` prefix the client may send. */
function field(raw: Record<string, unknown>, names: string[]): unknown {
  const keys: string[] = [];
  for (const name of names) keys.push(name, 'key_' + name);
  return pick(raw, keys);
}

function asText(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' && isFinite(v) ? String(v) : '';
}

function asNumber(v: unknown): number {
  return readNumber(v) || 0;
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
    aid: asText(field(r, ['aid'])),
    puid: asText(field(r, ['puid'])),
    uuid: asText(field(r, ['uuid'])),
    utdid: asText(field(r, ['utdid'])),
    umid: asText(field(r, ['umid'])),
    v: asText(field(r, ['v'])),
    versionCode: asNumber(field(r, ['versionCode'])),
    ch: asText(field(r, ['client_ch', 'ch'])),
    productId: asNumber(field(r, ['productId'])),
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
