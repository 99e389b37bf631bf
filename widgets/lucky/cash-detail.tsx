/**
 * The cash detail (`cashDetail`) in the shared Dialog: each cash movement with its amount.
 */
import { useEffect, useState } from 'react';
import { Dialog } from '../../src/ui/dialog';
import type { I18n, WidgetContext } from '../../src/types';
import { parseCashDetail, type CashEntry } from './account-parse';
import { codeOf, errorKind } from './lucky-errors';
import type { LuckySession } from './lucky-session';
import { formatChinaTime } from './format-time';

export interface CashDetailProps {
  context: WidgetContext;
  session: LuckySession;
  activityId: string;
  t: I18n['t'];
  onClose(): void;
}

export function CashDetail(props: CashDetailProps) {
  const { t, context, session, activityId } = props;
  const [entries, setEntries] = useState<CashEntry[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    session
      .run((id) => context.services.api.lucky.cashDetail({ activityId, userToken: id.userToken, userIdType: id.userIdType }))
      .then((data) => {
        if (live) setEntries(parseCashDetail(data));
      })
      .catch((e: unknown) => {
        context.services.logger.warn('lucky: cashDetail failed', codeOf(e));
        if (live) setError(t('lucky.error.' + errorKind(e)));
      });
    return () => {
      live = false;
    };
  }, [context, session, activityId, t]);

  return (
    <Dialog title={t('lucky.prizes.cash')} closeLabel={t('lucky.close')} onClose={props.onClose} closeOnOverlay className="ppw-lucky-dialog">
      {error ? <p className="ppw-lucky-note">{error}</p> : null}
      {!error && entries === null ? <p className="ppw-lucky-note">{t('lucky.prizes.loading')}</p> : null}
      {entries && !entries.length ? <p className="ppw-lucky-note">{t('lucky.prizes.cashEmpty')}</p> : null}
      {entries && entries.length ? (
        <ul className="ppw-lucky-cash-list">
          {entries.map((e, i) => (
            <li key={i} className="ppw-lucky-cash">
              <span className="ppw-lucky-cash-title">{e.title}</span>{' '}
              <span className="ppw-lucky-cash-amount">{t('lucky.prizes.amount', { amount: e.amount.toFixed(2) })}</span>
              {e.time !== null ? <span className="ppw-lucky-cash-time"> {formatChinaTime(e.time)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
