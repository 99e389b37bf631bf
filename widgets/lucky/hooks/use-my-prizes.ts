/**
 * "My prizes": `getUserPrizes` pages of 20 (product-rules §9), reloaded after each draw and each
 * change of a prize, plus the actions the server offers on a prize (`reSendPrize`,
 * `updatePrizeSendStatus`) and the user's info (`userInfo`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorKind, warnFailed, type LuckyErrorKind } from '../state/lucky-errors';
import { parseUserPrizes } from '../state/records-parse';
import { useLuckyContext } from '../lucky-context';
import type { UserPrize } from '../state/lucky-types';

/** product-rules §9: user prizes count 20. */
export const USER_PRIZES_PAGE = 20;

export interface MyPrizesModel {
  prizes: UserPrize[];
  loading: boolean;
  hasMore: boolean;
  error: LuckyErrorKind | null;
  more(): void;
  reload(): void;
  /** Asks the server to send a prize again; resolves true on success. */
  resend(prize: UserPrize): Promise<boolean>;
  /** Confirms receipt of a sent prize; resolves true on success. */
  confirm(prize: UserPrize): Promise<boolean>;
}

export function useMyPrizes(activityId: string, enabled: boolean, version: number): MyPrizesModel {
  const { services, call } = useLuckyContext();
  const { logger } = services;
  const [prizes, setPrizes] = useState<UserPrize[]>([]);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [error, setError] = useState<LuckyErrorKind | null>(null);
  const seq = useRef(0);
  const countRef = useRef(0);
  countRef.current = prizes.length;

  const load = useCallback(
    (offset: number) => {
      const mine = ++seq.current;
      setLoading(true);
      setError(null);
      call('getUserPrizes', { offset, count: USER_PRIZES_PAGE })
        .then((data) => {
          if (mine !== seq.current) return;
          const page = parseUserPrizes(data);
          setPrizes((old) => (offset === 0 ? page : old.concat(page)));
          setHasMore(page.length >= USER_PRIZES_PAGE);
        })
        .catch((e: unknown) => {
          if (mine !== seq.current) return;
          warnFailed(logger, 'getUserPrizes', e);
          setError(errorKind(e));
        })
        .then(() => {
          if (mine === seq.current) setLoading(false);
        });
    },
    [call, logger],
  );

  useEffect(() => {
    if (enabled) load(0);
    return () => {
      seq.current++;
    };
  }, [enabled, version, load]);

  const act = (what: 'reSendPrize' | 'updatePrizeSendStatus', prize: UserPrize, extra?: Record<string, unknown>) =>
    call(what, { activityId: prize.activityId || activityId, recordId: prize.recordId, ...extra }).then(
      () => true,
      (e: unknown) => {
        warnFailed(logger, what, e);
        return false;
      },
    );

  return {
    prizes,
    loading,
    hasMore,
    error,
    more: () => load(countRef.current),
    reload: () => load(0),
    resend: (prize) => act('reSendPrize', prize),
    confirm: (prize) =>
      act('updatePrizeSendStatus', prize, { sendStatus: 'received' }).then((ok) => {
        if (ok) load(0);
        return ok;
      }),
  };
}
