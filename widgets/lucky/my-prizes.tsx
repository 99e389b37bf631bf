/**
 * "My prizes": the user's info, the prizes won with their delivery status, and what can be
 * done with each (enter delivery details, resend, confirm receipt), paged by 20; the cash
 * detail opens in a dialog.
 */
import { useId, useState } from 'react';
import type { I18n, WidgetContext } from '../../src/types';
import type { LuckyUserInfo } from './account-parse';
import type { LuckySession } from './lucky-session';
import type { UserPrize } from './lucky-types';
import type { MyPrizesModel } from './use-my-prizes';
import { CashDetail } from './cash-detail';
import { formatChinaTime } from './format-time';

export interface MyPrizesProps {
  context: WidgetContext;
  session: LuckySession;
  activityId: string;
  model: MyPrizesModel;
  t: I18n['t'];
  onFillInfo(prize: UserPrize): void;
  /** From `userInfo` (use-lucky.ts). */
  userInfo: LuckyUserInfo | null;
}

export function MyPrizes(props: MyPrizesProps) {
  const { model, t } = props;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const info = props.userInfo;
  const [cashOpen, setCashOpen] = useState(false);
  const [note, setNote] = useState('');

  const run = (action: (p: UserPrize) => Promise<boolean>, prize: UserPrize, okKey: string) => {
    setNote('');
    void action(prize).then((ok) => setNote(ok ? t(okKey) : t('lucky.error.generic')));
  };

  return (
    <section className="ppw-lucky-prizes" aria-labelledby={'ppw-lucky-prizes-' + uid}>
      <h3 id={'ppw-lucky-prizes-' + uid} className="ppw-lucky-heading">
        {t('lucky.prizes.title')}
      </h3>
      {info ? (
        <p className="ppw-lucky-user">
          {info.nick ? <span>{t('lucky.user.nick', { nick: info.nick })} </span> : null}
          {info.score !== null ? <span>{t('lucky.user.score', { score: info.score })} </span> : null}
          {info.cash !== null ? <span>{t('lucky.user.cash', { cash: info.cash.toFixed(2) })}</span> : null}
        </p>
      ) : null}
      {model.prizes.length ? (
        <ul className="ppw-lucky-prize-list">
          {model.prizes.map((p) => (
            <li key={p.recordId} className="ppw-lucky-prize">
              <span className="ppw-lucky-prize-name">{p.name}</span>{' '}
              {p.amount !== undefined ? <span>{t('lucky.prizes.amount', { amount: p.amount.toFixed(2) })} </span> : null}
              <span className={'ppw-lucky-prize-status ppw-lucky-prize-status-' + p.status}>
                {t('lucky.prizes.status.' + p.status)}
              </span>
              {p.code ? <span className="ppw-lucky-prize-code"> {t('lucky.prizes.code', { code: p.code })}</span> : null}
              {p.time !== null ? <span className="ppw-lucky-prize-time"> {formatChinaTime(p.time)}</span> : null}
              <span className="ppw-lucky-prize-actions">
                {p.needsInfo ? (
                  <button type="button" className="ppw-lucky-link" onClick={() => props.onFillInfo(p)}>
                    {t('lucky.prizes.fill')}
                  </button>
                ) : null}
                {p.canResend ? (
                  <button type="button" className="ppw-lucky-link" onClick={() => run(model.resend, p, 'lucky.prizes.resent')}>
                    {t('lucky.prizes.resend')}
                  </button>
                ) : null}
                {p.canConfirm && p.status !== 'received' ? (
                  <button type="button" className="ppw-lucky-link" onClick={() => run(model.confirm, p, 'lucky.prizes.confirmed')}>
                    {t('lucky.prizes.confirm')}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : !model.loading && !model.error ? (
        <p className="ppw-lucky-note">{t('lucky.prizes.empty')}</p>
      ) : null}
      <p className="ppw-lucky-note" role="status">
        {model.loading ? t('lucky.prizes.loading') : model.error ? t('lucky.error.' + model.error) : note}
      </p>
      <p className="ppw-lucky-actions">
        {model.hasMore && !model.loading ? (
          <button type="button" className="ppw-lucky-link" onClick={model.more}>
            {t('lucky.prizes.more')}
          </button>
        ) : null}
        {model.error && !model.loading ? (
          <button type="button" className="ppw-lucky-link" onClick={model.reload}>
            {t('lucky.retry')}
          </button>
        ) : null}
        <button type="button" className="ppw-lucky-link" onClick={() => setCashOpen(true)}>
          {t('lucky.prizes.cash')}
        </button>
      </p>
      {cashOpen ? (
        <CashDetail context={props.context} session={props.session} activityId={props.activityId} t={t} onClose={() => setCashOpen(false)} />
      ) : null}
    </section>
  );
}
