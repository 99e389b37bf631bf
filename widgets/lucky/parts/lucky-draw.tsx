/**
 * The draw: the prize grid with its moving highlight, the chances left, the draw button and a
 * live region that says in words what happens (drawing, the prize won, or what went wrong).
 */
import { useState } from 'react';
import type { I18n } from '../../../src/types';
import { drawBlock, type LuckyState } from '../state/lucky';
import { isRetryable } from '../state/lucky-errors';
import type { Prize } from '../state/lucky-types';
import { Btn, Section, useUid } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

/** The sentence the live region reads for the draw's state ('' when idle). */
export function drawStatusText(state: LuckyState, t: I18n['t']): string {
  const d = state.draw;
  if (d.phase === 'drawing' || d.phase === 'revealing') return t('lucky.draw.drawing');
  if (d.phase === 'result') {
    return d.prizes
      .map((p) => t(p.blank ? 'lucky.draw.wonNothing' : 'lucky.draw.won', { prize: p.name }))
      .join(' ');
  }
  if (d.phase === 'error') {
    // A failure with no code of its own says that the draw is what failed (product-rules §15: it is
    // never repeated behind the visitor's back; the retry button sends a new one).
    if (d.kind === 'generic') return t('lucky.draw.failed');
    return t(d.kind === 'unauthenticated' && state.auth === 'browser' ? 'lucky.error.unauthenticatedBrowser' : 'lucky.error.' + d.kind);
  }
  return '';
}

export interface LuckyDrawProps {
  state: LuckyState;
  /** Index of the lit prize cell, -1 for none. */
  lit: number;
  onStart(appId?: string): void;
  onDismiss(): void;
  /** Opens the prize-info form for a prize that needs delivery details. */
  onFillInfo(prize: Prize): void;
  /** The record whose prize-info form is loading, if any (its button shows it busy). */
  opening?: string | null;
}

export function LuckyDraw(props: LuckyDrawProps) {
  const { state } = props;
  const { t } = useLuckyContext();
  const activity = state.activity;
  const uid = useUid();
  const [appId, setAppId] = useState('');
  if (!activity) return null;
  const block = drawBlock(state);
  const { apps, prizes: cells, drawMode } = activity;
  const pickApp = drawMode === 'drawFromMulPrizes' || drawMode === 'drawByAppId';
  const chosen = appId || (apps[0] ? apps[0].id : '');
  const start = () => props.onStart(pickApp ? chosen : undefined);
  const d = state.draw;
  const done = d.phase === 'result' || d.phase === 'error';
  const canClick = block === null || block === 'loggedOut';
  const stopped = block === 'notStarted' || block === 'ended';
  const pickId = 'ppw-lucky-pick-' + uid;

  return (
    <Section name="draw" title={t('lucky.draw.title')}>
      {cells.length ? (
        <ul className="ppw-lucky-grid" aria-label={t('lucky.draw.prizes')}>
          {cells.map((p, i) => (
            <li key={p.id + ':' + i} className={'ppw-lucky-cell' + (i === props.lit ? ' ppw-lucky-cell-lit' : '')}>
              {p.iconUrl ? <img className="ppw-lucky-cell-icon" src={p.iconUrl} alt="" width={48} height={48} /> : null}
              <span className="ppw-lucky-cell-name">{p.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="ppw-lucky-chances">
        {state.chances === null ? t('lucky.draw.chancesUnknown') : t('lucky.draw.chances', { count: state.chances })}
      </p>
      {pickApp && apps.length > 1 ? (
        <p className="ppw-lucky-pick">
          <label htmlFor={pickId}>{t('lucky.draw.pickApp')}</label>{' '}
          <select id={pickId} value={chosen} onChange={(e) => setAppId(e.target.value)}>
            {apps.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {stopped ? <p className="ppw-lucky-block">{t('lucky.draw.block.' + block)}</p> : null}
      {stopped || block === 'browser' ? null : (
        <Btn more="ppw-lucky-draw-button" off={!canClick} onClick={() => canClick && start()}>
          {t(drawMode === 'drawAll' ? 'lucky.draw.all' : 'lucky.draw.start')}
        </Btn>
      )}
      <p className="ppw-lucky-status" role="status" aria-live="polite">
        {drawStatusText(state, t)}
      </p>
      {done ? (
        <p className="ppw-lucky-actions">
          {d.phase === 'result'
            ? d.prizes
                .filter((p) => p.needsInfo && p.recordId)
                .map((p) => (
                  <Btn key={'fill' + p.recordId} busy={props.opening === p.recordId} onClick={() => props.onFillInfo(p)}>
                    {t('lucky.draw.fillInfo')}
                  </Btn>
                ))
            : null}
          {d.phase === 'error' && isRetryable(d.kind) ? <Btn onClick={start}>{t('lucky.retry')}</Btn> : null}
          <Btn link onClick={props.onDismiss}>
            {t(d.phase === 'result' ? 'lucky.draw.again' : 'lucky.dismiss')}
          </Btn>
        </p>
      ) : null}
    </Section>
  );
}
