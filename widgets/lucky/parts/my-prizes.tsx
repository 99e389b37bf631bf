/**
 * "My prizes": the user's info, the prizes won with their delivery status, and what can be
 * done with each (enter delivery details, resend, confirm receipt), paged by 20; the cash
 * detail opens in a dialog.
 */
import { useState } from 'react';
import type { LuckyUserInfo } from '../state/account-parse';
import type { UserPrize } from '../state/lucky-types';
import type { MyPrizesModel } from '../hooks/use-my-prizes';
import { useLuckyDialogs } from '../hooks/use-lucky-dialogs';
import { formatChinaTime } from '../../../src/lists/mount/time';
import { Btn, Note, Section } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

export interface MyPrizesProps {
  activityId: string;
  model: MyPrizesModel;
  onFillInfo(prize: UserPrize): void;
  /** The record whose prize-info form is loading, if any (its button shows it busy). */
  opening?: string | null;
  /** From `userInfo` (use-lucky.ts). */
  userInfo: LuckyUserInfo | null;
}

export function MyPrizes(props: MyPrizesProps) {
  const { model } = props;
  const { t } = useLuckyContext();
  const info = props.userInfo;
  const [cashOpen, setCashOpen] = useState(false);
  const dialogs = useLuckyDialogs(cashOpen, () => setCashOpen(false));
  const [note, setNote] = useState('');
  const idle = !model.loading;

  const act = (p: UserPrize, confirm?: boolean) => {
    setNote('');
    void (confirm ? model.confirm : model.resend)(p).then((ok) =>
      setNote(t(ok ? (confirm ? 'lucky.prizes.confirmed' : 'lucky.prizes.resent') : 'lucky.error.generic')),
    );
  };
  const amount = (n: number) => t('lucky.prizes.amount', { amount: n.toFixed(2) });

  return (
    <Section name="prizes" title={t('lucky.prizes.title')}>
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
              {p.amount !== undefined ? <span>{amount(p.amount)} </span> : null}
              <span className={'ppw-lucky-prize-status ppw-lucky-prize-status-' + p.status}>
                {t('lucky.prizes.status.' + p.status)}
              </span>
              {p.code ? <span className="ppw-lucky-prize-code"> {t('lucky.prizes.code', { code: p.code })}</span> : null}
              {p.time !== null ? <span className="ppw-lucky-prize-time"> {formatChinaTime(p.time)}</span> : null}
              <span className="ppw-lucky-prize-actions">
                {p.needsInfo ? (
                  <Btn link busy={props.opening === p.recordId} onClick={() => props.onFillInfo(p)}>
                    {t('lucky.prizes.fill')}
                  </Btn>
                ) : null}
                {p.canResend ? (
                  <Btn link onClick={() => act(p)}>
                    {t('lucky.prizes.resend')}
                  </Btn>
                ) : null}
                {p.canConfirm && p.status !== 'received' ? (
                  <Btn link onClick={() => act(p, true)}>
                    {t('lucky.prizes.confirm')}
                  </Btn>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : idle && !model.error ? (
        <p className="ppw-lucky-note">{t('lucky.prizes.empty')}</p>
      ) : null}
      <Note>{model.loading ? t('lucky.prizes.loading') : model.error ? t('lucky.error.' + model.error) : note}</Note>
      <p className="ppw-lucky-actions">
        {model.hasMore && idle ? (
          <Btn link onClick={model.more}>
            {t('lucky.prizes.more')}
          </Btn>
        ) : null}
        {model.error && idle ? (
          <Btn link onClick={model.reload}>
            {t('lucky.retry')}
          </Btn>
        ) : null}
        <Btn link busy={cashOpen && !dialogs} onClick={() => setCashOpen(true)}>
          {t('lucky.prizes.cash')}
        </Btn>
      </p>
      {cashOpen && dialogs ? (
        <dialogs.CashDetail activityId={props.activityId} onClose={() => setCashOpen(false)} />
      ) : null}
    </Section>
  );
}
