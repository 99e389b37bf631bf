/**
 * Sends content show/click events to the tracking service (SPEC §7 "Beacons to a collect
 * endpoint … show, click") through `services.log`. Fire-and-forget: a missing or throwing
 * log service never breaks a list.
 */
import type { Logger } from '../../src/types';

export type TrackKind = 'show' | 'click';

interface Tracker {
  track?: (kind: TrackKind, fields: Record<string, string | number>) => void;
}

/**
 * @example track(services.log, services.logger, 'show', logFields(space, { appIds: '1,2' }))
 */
export function track(log: unknown, logger: Logger, kind: TrackKind, fields: Record<string, string | number>): void {
  const tracker = log as Tracker | null;
  if (!tracker || typeof tracker.track !== 'function') return;
  try {
    tracker.track(kind, fields);
  } catch (e) {
    logger.handleError(e, 'content: track ' + kind);
  }
}
