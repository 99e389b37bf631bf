/**
 * The cash detail (`cashDetail`) in the shared Dialog: each cash movement with its amount.
 */
import { Dialog } from '../../../src/ui/dialog';
import { parseCashDetail } from '../state/account-parse';
import { errorKind } from '../state/lucky-errors';
import { useLuckyContext } from '../lucky-context';
import { useDialogTexts } from './messages';
import { formatChinaTime } from '../../../src/lists/mount/time';
import { useLoad } from '../parts/lucky-ui';

export interface CashDetailProps {
  activityId: string;
  onClose(): void;
}

export function CashDetail(props: CashDetailProps) {
  const { activityId } = props;
  useDialogTexts();
  const { t, call } = useLuckyContext();
  const { data: entries, error } = useLoad(
    'cashDetail',
    () => call('cashDetail', { activityId }).then(parseCashDetail),
    [call, activityId],
  );
  const note = error ? t('lucky.error.' + errorKind(error)) : !entries ? t('lucky.prizes.loading') : entries.length ? '' : t('lucky.prizes.cashEmpty');

  return (
    <Dialog title={t('lucky.prizes.cash')} closeLabel={t('lucky.close')} onClose={props.onClose} closeOnOverlay className="ppw-lucky-dialog">
      {note ? <p className="ppw-lucky-note">{note}</p> : null}
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
