/**
 * The log service (product-rules §7 "Logging and tracking"): the product's /log/* endpoints, the
 * tracking service's /collect beacons and page analytics events (`data-track` clicks come
 * through `tracked`, from the core's one delegation: src/track/track-delegation.ts).
 * Every method is fire-and-forget: it never throws, never returns a rejection, and every
 * payload passes the personal-data guard first. A page view's calls (`access`, `track`) and
 * the way every message leaves are the base's (./base/base-log.ts, the `visit` chunk); this
 * adds the rest.
 */
import { sendAnalyticsEvent, splitTrackValue } from './analytics';
import { createBaseLog, type BaseLog, type LogFields, type LogOptions, type PageViewLog } from './base/base-log';

export type { LogFields, LogOptions, TrackKind } from './base/base-log';

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

export interface LogService extends PageViewLog {
  /** POST /log/activity: a download or app action, delivered even if the page navigates away. */
  activity(fields: ActivityFields): void;
  /** /log/click by beacon (survives navigation). */
  click(fields: LogFields): void;
  /** /log/search by beacon. */
  search(fields: LogFields): void;
  /** An analytics event to the page's GA / Baidu globals and to the tracking service. */
  event(category: string, action: string, label?: string): void;
  /**
   * A `data-track` click (product-rules §14): its value 'category-action-label', split here
   * rather than in the core, sent as `event`; a value without a category and an action is
   * not an event and is ignored.
   */
  tracked(value: string): void;
}

/**
 * Creates the log service.
 *
 * @example
 * const log = createLog({ env, logger, win, store: services.cookies });
 * log.click({ appId: 123, spaceId: 'top' });
 */
export function createLog(options: LogOptions): LogService {
  return extendLog(createBaseLog(options), options.logger);
}

/**
 * The log service on a base that is already there (the one a page view loaded first:
 * src/services/services.ts), sharing its tracking id, pings and `dispose`.
 *
 * @example extendLog(createBaseLog(options), options.logger).click({ appId: 123 });
 */
export function extendLog(base: BaseLog, logger: LogOptions['logger']): LogService {
  const { post, safely } = base;
  const service: LogService = {
    access: base.access,
    track: base.track,
    trackId: base.trackId,
    dispose: base.dispose,
    activity(fields) {
      safely('log activity', () => post('/log/activity', fields));
    },
    click(fields) {
      safely('log click', () => post('/log/click', fields));
    },
    search(fields) {
      safely('log search', () => post('/log/search', fields));
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
        const safe = base.guard({ category: c, action: a, label: typeof label === 'string' && label !== '' ? label : undefined }, 'analytics');
        if (typeof safe.category !== 'string' || typeof safe.action !== 'string') return;
        const ev = { category: safe.category, action: safe.action, label: typeof safe.label === 'string' ? safe.label : undefined };
        sendAnalyticsEvent(base.win, ev, (e, sink) => logger.handleError(e, `analytics ${sink}`));
        base.sendTrack('event', { ec: ev.category, ea: ev.action, el: ev.label });
      });
    },
    tracked(value) {
      const ev = splitTrackValue(value);
      if (ev) service.event(ev.category, ev.action, ev.label);
    },
  };
  return service;
}
