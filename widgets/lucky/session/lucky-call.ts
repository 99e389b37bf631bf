/**
 * A `/lucky/*` call made as the user: through the session (so USER_UNAUTHENTICATED logs in
 * and retries once) with the current `userToken` and `userIdType`, and `utdid` where the call
 * takes it (SPEC §3 "User identity for activities").
 */
import type { LuckyApi } from '../../../src/api/api-types';
import type { WidgetContext } from '../../../src/types';
import type { LuckySession } from './lucky-session';

/**
 * @example callAs(context, session, 'cashDetail', { activityId: '42' })
 */
export function callAs(
  context: WidgetContext,
  session: LuckySession,
  method: keyof LuckyApi,
  params: Record<string, unknown>,
  withUtdid?: boolean,
): Promise<unknown> {
  return session.run((id) =>
    (context.services.api.lucky[method] as (p: Record<string, unknown>) => Promise<unknown>)({
      ...params,
      userToken: id.userToken,
      userIdType: id.userIdType,
      ...(withUtdid ? { utdid: id.utdid } : null),
    }),
  );
}
