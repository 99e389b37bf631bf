/**
 * The log's base (product-rules §7): the way every message leaves (common fields, the
 * personal-data guard, form encoding, the delivery chain, the tracking id and its beacon), and
 * the two calls a page view makes, `access` and `track`. A visit loads this and nothing more
 * (the `visit` chunk); the rest of the log service (../create-log.ts, the `log` chunk) is built
 * on the same base, so a page that has both keeps one tracking id and one set of pings.
 * Every call is fire-and-forget: it never throws, never returns a rejection.
 */
import type { Clock, Environment, KeyValueStore, Logger } from '../../base-types';
import type { Channel } from './channels/deliver';
import { encodeFields, joinUrl, withQuery } from './encode-fields';
// The script tag's build gives ./send-lazy.ts here (the chain after the beacon in a chunk).
import { createSender } from './channels/send';
import { scrubFields, scrubUrl, splitQuery } from './pii-guard';
import { createTrackId, isValidTrackId } from './track-id';
import { COOKIE_TTL_SECONDS } from './cookie-ttl';
// The texts are the core's warn-texts chunk, fetched only when one is written.
import { warnOf } from '../../runtime/warn';

/** Any log fields. Personal fields are dropped by the guard whatever they are called. */
export type LogFields = Record<string, unknown>;

/**
 * Kinds of tracking-service beacons (product-rules §7); `rum`, a sampled view's field
 * measurements (src/rum/, docs/rum.md), carries no tracking id.
 */
export type TrackKind = 'pv' | 'click' | 'event' | 'show' | 'rum';

export interface LogOptions {
  env: Environment;
  logger: Logger;
  /** The window the log sends from and reads the page from: the page's (the services'). */
  win: Window;
  /** Time for cache-busting pings and random source of new tracking ids. */
  clock?: Clock;
  /** Where the tracking id is kept (the cookie store in the runtime). Memory only without. */
  store?: KeyValueStore;
}

/** The calls of the log service a page view makes (./visit-log.ts), and its end. */
export interface PageViewLog {
  /** POST /log/access: a page visit. `url` and `ref` default to the page's (personal query parameters removed). */
  access(fields?: LogFields): void;
  /** A tracking-service beacon to `{hosts.track}/collect`. */
  track(kind: TrackKind, fields?: LogFields): void;
  /** This browser's tracking id (created and stored on first use). */
  trackId(): string;
  /** Stops pending pings; later calls do nothing. */
  dispose(): void;
}

/** The base, with what the rest of the log service builds on (../create-log.ts). */
export interface BaseLog extends PageViewLog {
  /** The window the log sends from. */
  win: Window | undefined;
  /** POST `path` on the log host with the common fields (`ppz`, `ch_src`, `ch`) and `fields` after them. */
  post(path: string, fields: LogFields): void;
  /** A tracking beacon of `kind`, unguarded: the caller runs it inside `safely`. */
  sendTrack(kind: TrackKind, fields: LogFields | undefined): void;
  /** Scrubs personal data; warns once per field name dropped (names only, never values). */
  guard(fields: LogFields | undefined, where: string): LogFields;
  /** Runs `run` unless disposed; a throw goes to the logger with `context`. */
  safely(context: string, run: () => void): void;
}

/** product-rules §9 "Log product id ppz=5". */
export const LOG_PRODUCT_ID = 5;
/** Store key of the tracking id: the cookie `ppw_tid` (the cookie store adds the `ppw_` prefix). */
export const TRACK_ID_KEY = 'tid';
/** The key before the fix of the doubled prefix (cookie `ppw_ppw_tid`): read once, moved, removed. */
export const OLD_TRACK_ID_KEY = 'ppw_tid';

/**
 * Creates the log's base.
 *
 * @example
 * const log = createBaseLog({ env, logger, win, store: services.cookies });
 * log.access(visitFields(env, win));
 */
export function createBaseLog(options: LogOptions): BaseLog {
  const { env, logger } = options;
  const win: Window | undefined = options.win;
  const clock = options.clock;
  let memoryTrackId: string | null = null;
  let disposed = false;

  const now = () => (clock ? clock.now() : Date.now());
  const random = () => (clock ? clock.random() : Math.random());

  // The readers below need no checks for a missing window, location or document: reading
  // through one throws, and the catch gives what the check would have.
  /** The page URL without its personal query parameters, and whether it had any (a `Referer` header would repeat them). */
  function page(): { url: string; personal: boolean } {
    try {
      return splitQuery(String((win as Window).location.href));
    } catch (_) {
      return { url: '', personal: false };
    }
  }
  const pageUrl = () => page().url;
  const privateReferrer = () => page().personal;

  // With personal data in the page URL the beacon is not the channel: the rest comes at once.
  const sender = createSender(win, privateReferrer());

  function referrer(): string {
    try {
      return scrubUrl(String((win as Window).document.referrer || ''));
    } catch (_) {
      return '';
    }
  }


  function guard(fields: LogFields | undefined, where: string): LogFields {
    const { fields: safe, dropped } = scrubFields(fields);
    for (const key of dropped) warnOf(logger, `log:pii:${where}:${key}`, 'logPii', [key, where]);
    return safe;
  }

  /** One warning per path when a fetch fails after the delivery chain has ended. */
  const lateFailure = (path: string) => () => warnOf(logger, 'log:late:' + path, 'logLate', [path]);

  function post(path: string, fields: LogFields): void {
    const url = joinUrl(env.hosts.log, path);
    // Fields every /log/* post carries (product-rules §7, §9), first.
    const body = encodeFields(guard({ ppz: LOG_PRODUCT_ID, ch_src: env.query.chSrc || '', ch: env.channel, ...fields }, path));
    const channel = sender.post(url, body, {
      win,
      privateReferrer: privateReferrer(),
      onLateFailure: lateFailure(path),
    });
    const none = (taken: Channel | null) => {
      if (taken === null) warnOf(logger, 'log:none:' + path, 'logNone', [path]);
    };
    if (channel && typeof channel === 'object') channel.then(none);
    else none(channel);
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
    // Without a store (memory only) each store call below throws, and its catch gives what a
    // check for one would have.
    const store = options.store as KeyValueStore;
    let id: unknown = null;
    try {
      id = store.get<string>(TRACK_ID_KEY);
      if (!isValidTrackId(id)) {
        const old = store.get<string>(OLD_TRACK_ID_KEY);
        if (isValidTrackId(old)) {
          store.set(TRACK_ID_KEY, old, COOKIE_TTL_SECONDS);
          store.remove(OLD_TRACK_ID_KEY);
          id = old;
        }
      }
    } catch (_) {
      // An unreadable store: a new id.
    }
    if (!isValidTrackId(id)) {
      id = createTrackId(random);
      try {
        store.set(TRACK_ID_KEY, id, COOKIE_TTL_SECONDS);
      } catch (_) {
        // A full or blocked store only costs the id's persistence.
      }
    }
    return (memoryTrackId = id as string);
  }

  function sendTrack(kind: TrackKind, fields: LogFields | undefined): void {
    // Object.assign, not a spread: TypeScript writes a spread first as a copy of its own.
    const payload = guard(Object.assign({}, fields, { t: kind, tid: kind == 'rum' ? null : trackId(), ch: env.channel, ch_src: env.query.chSrc || '', url: pageUrl(), _: now() }), '/collect');
    if (kind === 'pv' && payload.ref === undefined) payload.ref = referrer();
    const url = withQuery(joinUrl(env.hosts.track, '/collect'), encodeFields(payload));
    // By beacon, or by keepalive fetch when the page URL holds personal data; else the ping (./send.ts).
    sender.track(url, privateReferrer(), lateFailure('/collect'));
  }

  return {
    win,
    post,
    sendTrack,
    guard,
    safely,
    access(fields) {
      safely('log access', () => post('/log/access', { url: pageUrl(), ref: referrer(), ...fields }));
    },
    track(kind, fields) {
      safely('log track', () => sendTrack(kind, fields));
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
      sender.dispose();
    },
  };
}
