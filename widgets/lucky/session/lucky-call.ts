/**
 * A `/lucky/*` call made as the user: through the session (so USER_UNAUTHENTICATED logs in
 * and retries once) with the current `userToken` and `userIdType`, and `utdid` where the call
 * takes it (product-rules §3 "User identity for activities"). Typed by the `LuckyApi` method it calls:
 * the caller gives that method's parameters less the identity, and gets its answer's type.
 */
import type { Api, LuckyApi } from '../../../src/api/api-types';
import type { LuckySession } from './lucky-session';

/** The name of a lucky call (`draw`, `cashDetail`, …). */
export type LuckyMethod = keyof LuckyApi;

type ParamsOf<M extends LuckyMethod> = NonNullable<Parameters<LuckyApi[M]>[0]>;

/** What a lucky call answers. */
export type LuckyResult<M extends LuckyMethod> = Awaited<ReturnType<LuckyApi[M]>>;

/** The identity fields the session adds to every call. */
type IdentityKey = 'userToken' | 'userIdType' | 'utdid';

/** A method's parameters without the identity (distributes over a union of methods). */
export type LuckyParams<M extends LuckyMethod> = M extends LuckyMethod ? Omit<ParamsOf<M>, IdentityKey> : never;

/** `luckyCall` bound to one panel's API client and session (what `LuckyContext` hands out). */
export type LuckyCall = <M extends LuckyMethod>(method: M, params: LuckyParams<M>, withUtdid?: boolean) => Promise<LuckyResult<M>>;

/**
 * Calls `api.lucky[method]` as the session's user. The API client is read at call time, as
 * the services may be replaced before the call runs.
 * @param withUtdid also send the device's `utdid` (the calls that take it)
 * @example luckyCall(api, session, 'cashDetail', { activityId: '42' }).then(parseCashDetail)
 */
export function luckyCall<M extends LuckyMethod>(
  api: Pick<Api, 'lucky'>,
  session: LuckySession,
  method: M,
  params: LuckyParams<M>,
  withUtdid?: boolean,
): Promise<LuckyResult<M>> {
  return session.run((id) => {
    // TypeScript cannot tie `api.lucky[method]` to `ParamsOf<M>` for a generic M; the
    // signature above does that for every caller.
    const call = api.lucky[method] as unknown as (p: ParamsOf<M>) => Promise<LuckyResult<M>>;
    return call({
      ...params,
      userToken: id.userToken,
      userIdType: id.userIdType,
      ...(withUtdid ? { utdid: id.utdid } : null),
    } as ParamsOf<M>);
  });
}
