/**
 * Sends content show/click events to the tracking service (product-rules §7 "Beacons to a collect
 * endpoint … show, click") through `services.log`. Fire-and-forget: a throwing log service
 * never breaks a list.
 */
import type { LogService } from '../log/index';
import type { Logger } from '../types';

export type ContentTrackKind = 'show' | 'click';

/**
 * @example track(services.log, services.logger, 'show', logFields(space, { appIds: '1,2' }))
 */
export function track(log: LogService, logger: Logger, kind: ContentTrackKind, fields: Record<string, string | number>): void {
  try {
    log.track(kind, fields);
  } catch (e) {
    logger.handleError(e, 'content: track ' + kind);
  }
}
