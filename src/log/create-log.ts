/**
 * The log service (product-rules §7 "Logging and tracking"): the product's /log/* endpoints, the
 * tracking service's /collect beacons and page analytics events (`data-track` clicks come
 * through `tracked`, from the core's one delegation: src/track/track-delegation.ts).
 * Every method is fire-and-forget: it never throws, never returns a rejection, and every
 * payload passes the personal-data guard first.
 */
import type { Clock, Environment, KeyValueStore, Logger } from '../base-types';
import { sendAnalyticsEvent, splitTrackValue } from './analytics';
import { deliver, keepaliveFetch, keepaliveSupported, type Channel, type UcBeacon } from './deliver';
import { encodeFields, joinUrl, withQuery } from './encode-fields';
import { createImagePinger, PING_TIMEOUT_MS } from './image-ping';
import { hasPersonalQuery, scrubFields, scrubUrl } from './pii-guard';
import { createTrackId, isValidTrackId } from './track-id';
import { COOKIE_TTL_SECONDS } from '../storage/cookie-ttl';

/** Any log fields. Personal fields are dropped by the guard whatever they are called. */
export type LogFields = Record<string, unknown>;

/** The fields of a /log/activity post (product-rules §7); `ppz`, `ch_src` and `ch` are added. */
export interface ActivityFields extends LogFields {
  appId?: string | number;
  appName?: string;
  resourceType?: string | number;
  packageId?: string | number;
  categoryId?: string | number;
  subCategoryId?: string | number;
  spaceType?: string;
  spaceRType?: string;
  spaceId?: string;
  spaceName?: string;
}

/** Kinds of tracking-service beacons (product-rules §7). */
export type TrackKind = 'pv' | 'click' | 'event' | 'show';

export interface LogOptions {
  env: Environment;
  logger: Logger;
  /** @default the global `window` */
  win?: Window;
  /** @default `win.document` */
  doc?: Document;
  /** Replaces the global fetch of the keepalive step. */
  fetch?: typeof fetch;
  /** Time for cache-busting pings and random source of new tracking ids. */
  clock?: Clock;
  /** Where the tracking id is kept (the cookie store in the runtime). Memory only without. */
  store?: KeyValueStore;
  /** The UC browser beacon; null turns it off. @default see `defaultUcBeacon` */
  ucBeacon?: UcBeacon | null;
  /** @default 2000 (product-rules §9 ping fallback timeout) */
  pingTimeoutMs?: number;
}

export interface LogService {
  /** POST /log/activity: a download or app action, delivered even if the page navigates away. */
  activity(fields: ActivityFields): void;
  /** POST /log/access: a page visit. `url` and `ref` default to the page's (personal query parameters removed). */
  access(fields?: LogFields): void;
  /** /log/click by beacon (survives navigation). */
  click(fields: LogFields): void;
  /** /log/search by beacon. */
  search(fields: LogFields): void;
  /** A tracking-service beacon to `{hosts.track}/collect`. */
  track(kind: TrackKind, fields?: LogFields): void;
  /** An analytics event to the page's GA / Baidu globals and to the tracking service. */
  event(category: string, action: string, label?: string): void;
  /**
   * A `data-track` click (product-rules §14): its value 'category-action-label', split here
   * rather than in the core, sent as `event`; a value without a category and an action is
   * not an event and is ignored.
   */
  tracked(value: string): void;
  /** This browser's tracking id (created and stored on first use). */
  trackId(): string;
  /** Stops pending pings; later calls do nothing. */
  dispose(): void;
}

/** product-rules §9 "Log product id ppz=5". */
export const LOG_PRODUCT_ID = 5;
/** Store key of the tracking id. */
export const TRACK_ID_KEY = 'ppw_tid';

/**
 * Creates the log service.
 *
 * @example
 * const log = createLog({ env, logger, store: services.cookies });
 * log.click({ appId: 123, spaceId: 'top' });
 */
export function createLog(options: LogOptions): LogService {
  const { env, logger } = options;
  const win: Window | undefined = options.win || (typeof window !== 'undefined' ? window : undefined);
  const doc: Document | undefined = options.doc || (win ? win.document : undefined);
  const clock = options.clock;
  const pinger = createImagePinger(win, typeof options.pingTimeoutMs === 'number' ? options.pingTimeoutMs : PING_TIMEOUT_MS);
  let memoryTrackId: string | null = null;
  let disposed = false;

  const now = () => (clock ? clock.now() : Date.now());
  const random = () => (clock ? clock.random() : Math.random());

  /** Fields every /log/* post carries (product-rules §7, §9). */
  function common(): LogFields {
    return { ppz: LOG_PRODUCT_ID, ch_src: env.query.chSrc || '', ch: env.channel };
  }

  function pageUrl(): string {
    try {
      return win && win.location ? scrubUrl(String(win.location.href)) : '';
    } catch (_) {
      return '';
    }
  }

  /** The page URL has personal data that a `Referer` header would repeat. */
  function privateReferrer(): boolean {
    try {
      return !!win && !!win.location && hasPersonalQuery(String(win.location.href));
    } catch (_) {
      return false;
    }
  }

  function referrer(): string {
    try {
      return doc ? scrubUrl(String(doc.referrer || '')) : '';
    } catch (_) {
      return '';
    }
  }

  /** Scrubs personal data; warns once per field name dropped (names only, never values). */
  function guard(fields: LogFields | undefined, where: string): LogFields {
    const { fields: safe, dropped } = scrubFields(fields);
    for (const key of dropped) logger.warnOnce(`log:pii:${where}:${key}`, `log: dropped personal field "${key}" from ${where}`);
    return safe;
  }

  function post(path: string, fields: LogFields): Channel | null {
    const url = joinUrl(env.hosts.log, path);
    const body = encodeFields(guard(fields, path));
    const channel = deliver(url, body, {
      win,
      fetch: options.fetch,
      ucBeacon: options.ucBeacon,
      privateReferrer: privateReferrer(),
      onLateFailure: () => logger.warnOnce(`log:late:${path}`, `log: ${path} could not be delivered`),
    });
    if (channel === null) logger.warnOnce(`log:none:${path}`, `log: no way to deliver ${path} in this browser`);
    return channel;
  }

  function safely(context: string, run: () => void): void {
    if (disposed) return;
    try {
      run();
    } catch (e) {
      logger.handleError(e, context);
    }
  }

  function trackId(): string {
    if (memoryTrackId) return memoryTrackId;
    const store = options.store;
    let id: unknown = null;
    if (store) {
      try {
        id = store.get<string>(TRACK_ID_KEY);
      } catch (_) {
        id = null;
      }
    }
    if (!isValidTrackId(id)) {
      id = createTrackId(random);
      if (store) {
        try {
          store.set(TRACK_ID_KEY, id, COOKIE_TTL_SECONDS);
        } catch (_) {
          // A full or blocked store only costs the id's persistence.
        }
      }
    }
    memoryTrackId = id as string;
    return memoryTrackId;
  }

  function sendTrack(kind: TrackKind, fields: LogFields | undefined): void {
    const payload = guard({ ...fields, t: kind, tid: trackId(), ch: env.channel, ch_src: env.query.chSrc || '', url: pageUrl(), _: now() }, '/collect');
    if (kind === 'pv' && payload.ref === undefined) payload.ref = referrer();
    const url = withQuery(joinUrl(env.hosts.track, '/collect'), encodeFields(payload));
    const nav = win && win.navigator;
    if (privateReferrer()) {
      // A beacon would carry the page URL in `Referer`: keepalive fetch or ping, referrer cut to the origin.
      const deps = { win, fetch: options.fetch, onLateFailure: () => logger.warnOnce('log:late:/collect', 'log: /collect could not be delivered') };
      if (!(keepaliveSupported(win) && keepaliveFetch(deps, url, null))) void pinger.ping(url);
      return;
    }
    // Support: sendBeacon missing on iOS Safari < 11.1; a false or a throw falls back to the ping once.
    let sent = false;
    if (nav && typeof nav.sendBeacon === 'function') {
      try {
        sent = nav.sendBeacon(url) === true;
      } catch (_) {
        sent = false;
      }
    }
    if (!sent) void pinger.ping(url);
  }

  const service: LogService = {
    activity(fields) {
      safely('log activity', () => void post('/log/activity', { ...common(), ...fields }));
    },
    access(fields) {
      safely('log access', () => void post('/log/access', { ...common(), url: pageUrl(), ref: referrer(), ...fields }));
    },
    click(fields) {
      safely('log click', () => void post('/log/click', { ...common(), ...fields }));
    },
    search(fields) {
      safely('log search', () => void post('/log/search', { ...common(), ...fields }));
    },
    track(kind, fields) {
      safely('log track', () => sendTrack(kind, fields));
    },
    event(category, action, label) {
      safely('log event', () => {
        const c = typeof category === 'string' ? category.trim() : '';
        const a = typeof action === 'string' ? action.trim() : '';
        if (c === '' || a === '') {
          logger.warnOnce('log:event:incomplete', 'log: an analytics event needs a category and an action');
          return;
        }
        // Analytics events pass the same guard: a personal-looking part is not sent at all.
        const safe = guard({ category: c, action: a, label: typeof label === 'string' && label !== '' ? label : undefined }, 'analytics');
        if (typeof safe.category !== 'string' || typeof safe.action !== 'string') return;
        const ev = { category: safe.category, action: safe.action, label: typeof safe.label === 'string' ? safe.label : undefined };
        sendAnalyticsEvent(win, ev, (e, sink) => logger.handleError(e, `analytics ${sink}`));
        sendTrack('event', { ec: ev.category, ea: ev.action, el: ev.label });
      });
    },
    tracked(value) {
      const ev = splitTrackValue(value);
      if (ev) service.event(ev.category, ev.action, ev.label);
    },
    trackId() {
      try {
        return trackId();
      } catch (e) {
        logger.handleError(e, 'log trackId');
        return createTrackId(Math.random);
      }
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      pinger.dispose();
    },
  };
  return service;
}
