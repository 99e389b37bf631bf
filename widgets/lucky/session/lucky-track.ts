/**
 * Analytics events of the panel (`services.log.event`, category `lucky`). Labels are
 * activity, app or prize ids only: never a token, a name, a phone or an address.
 */
import type { Services } from '../../../src/types';

/** What the panel reports. */
export type LuckyTrackAction = 'draw' | 'download' | 'checkin' | 'share' | 'prizeinfo' | 'remind' | 'login';

/** Sends one analytics event; a failing log service never reaches the panel. */
export function trackLucky(services: Pick<Services, 'log' | 'logger'>, action: LuckyTrackAction, label: string): void {
  try {
    services.log.event('lucky', action, label);
  } catch (error) {
    services.logger.handleError(error, 'lucky: analytics event');
  }
}
