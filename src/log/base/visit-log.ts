import type { Environment, Services } from '../../types';
import { trafficSource } from './traffic-source';
import { paidSourceName } from './paid-sources';
import type { ClientInfo } from '../../bridge/client-info';
import type { LogFields } from './base-log';

/** How long the visit waits for the client's `getClientInfo` before it goes without. */
const CLIENT_INFO_WAIT_MS = 1500;

/** The client's version fields a visit carries. */
type ClientVersion = Pick<ClientInfo, 'v' | 'versionCode' | 'productId'>;

/**
 * The fields of one visit (product-rules §16, product-rules §7, §9). Nothing personal: no device or user id,
 * the page URL and referrer lose personal query parameters in the log service.
 * `ppz`, `ch_src`, `ch`, `url` and `ref` are added by `log.access`.
 */
export function visitFields(env: Environment, win: Window, client?: ClientVersion | null): LogFields {
  let referrer: unknown = '';
  let host = '';
  try {
    referrer = win.document.referrer || '';
    host = win.location.hostname;
  } catch (_) {
    // A detached frame: a direct visit.
  }
  // A host page's stand-in for document.referrer that is not text (an object whose toString
  // throws) has no host (traffic-source.ts): a direct visit, and the visit still goes. utm_source
  // is read from the query, a string or null, and the paid-source rule names no source for
  // anything else.
  const fields: LogFields = {
    page: env.page || '',
    source: env.source,
    trafficSource: trafficSource(referrer, host),
    paidSource: paidSourceName(env.query.utmSource),
    client: env.client || '',
  };
  if (client) {
    fields.clientVersion = client.v;
    fields.versionCode = client.versionCode;
    fields.productId = client.productId;
  }
  return fields;
}

/**
 * Sends the visit: `/log/access` and the tracking service's `pv` beacon with the same fields.
 * Inside a client with a bridge, its version is asked first (at most `CLIENT_INFO_WAIT_MS`).
 * The log's stand-in sends both with the log's base alone (src/services/lazy-services.ts),
 * which is in this chunk: a visit loads nothing else.
 */
export function sendVisit(env: Environment, services: Services, win: Window): Promise<void> {
  const bridge = services.bridge;
  // A task of its own for each step, not the chunk's evaluation (each builds its fields, reads
  // cookies and posts: together, on a phone, one long task).
  const task = <T>(fn: () => T) => new Promise<T>((resolve) => win.setTimeout(() => resolve(fn()), 0));
  const info: Promise<ClientVersion | null> = bridge.available()
    ? Promise.race([
        // The bridge chunk is loaded only inside a client.
        import('../../bridge/client-info').then((m) => m.getClientInfo(bridge)),
        new Promise<null>((r) => win.setTimeout(() => r(null), CLIENT_INFO_WAIT_MS)),
      ])
    : task(() => null);
  return info.then((client) => {
    const fields = visitFields(env, win, client);
    services.log.access(fields);
    // The tracking id (read from its cookie, or made and written there on a first visit) in a
    // task before the beacon's: the cookie's reads and write cost as much as the rest of it.
    return task(() => services.log.trackId()).then(() => task(() => services.log.track('pv', fields)));
  });
}
