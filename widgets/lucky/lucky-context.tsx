/**
 * What every part of a mounted lucky panel needs, given once through React context instead of
 * as props to each child: the services, the widget's config, the session, `t`, `emit`, the
 * typed calls as the user, and the analytics event.
 */
import { createContext, useContext } from 'react';
import type { I18n, ResolvedConfig, Services, WidgetContext } from '../../src/types';
import { luckyCall, type LuckyCall } from './session/lucky-call';
import type { LuckySession } from './session/lucky-session';

/**
 * What the panel reports to analytics (`services.log.event`, category `lucky`). Labels are
 * activity, app or prize ids only: never a token, a name, a phone or an address.
 */
export type LuckyTrackAction = 'draw' | 'download' | 'checkin' | 'share' | 'prizeinfo' | 'remind' | 'login';

export interface Lucky {
  services: Services;
  config: ResolvedConfig;
  /** The page's window (`context.win`). */
  win: Window;
  session: LuckySession;
  t: I18n['t'];
  /** `context.emit`: a bubbling `pp:<name>` event on the widget's element. */
  emit: WidgetContext['emit'];
  /** A `/lucky/*` call as the session's user (`luckyCall`). */
  call: LuckyCall;
  /** One analytics event; a failing log service never reaches the panel. */
  track(action: LuckyTrackAction, label: string): void;
}

/**
 * Makes the value for one mounted panel (or list).
 * @example <LuckyContext.Provider value={createLucky(context, session)}>…</LuckyContext.Provider>
 */
export function createLucky(context: WidgetContext, session: LuckySession): Lucky {
  const { services } = context;
  return {
    services,
    config: context.config,
    win: context.win,
    session,
    t: services.i18n.t,
    emit: context.emit,
    call: (method, params, withUtdid) => luckyCall(services.api, session, method, params, withUtdid),
    // Guarded: a failing log service is logged as 'lucky: analytics event' and never reaches the panel.
    track: context.guard('analytics event', (action: LuckyTrackAction, label: string) => services.log.event('lucky', action, label)),
  };
}

export const LuckyContext = createContext<Lucky | null>(null);

/** The panel's `Lucky`; a part rendered outside a `LuckyContext.Provider` is a programming error. */
export function useLuckyContext(): Lucky {
  const lucky = useContext(LuckyContext);
  if (!lucky) throw new Error('lucky: no LuckyContext');
  return lucky;
}
