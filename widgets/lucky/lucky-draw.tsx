/**
 * The draw: the prize grid with its moving highlight, the chances left, the draw button and a
 * live region that says in words what happens (drawing, the prize won, or what went wrong).
 */
import { useId, useState } from 'react';
import type { I18n } from '../../src/types';
import { drawBlock, type LuckyState } from './lucky';
import type { LuckyErrorKind } from './lucky-errors';
import { isRetryable } from './lucky-errors';
import type { Prize } from './lucky-types';

/** The sentence the live region reads for the draw's state ('' when idle). */
export function drawStatusText(state: LuckyState, t: I18n['t']): string {
  const d = state.draw;
  if (d.phase === 'drawing' || d.phase === 'revealing') return t('lucky.draw.drawing');
  if (d.phase === 'result') {
    return d.prizes
      .map((p) => t(p.blank ? 'lucky.draw.wonNothing' : 'lucky.draw.won', { prize: p.name }))
      .join(' ');
  }
  if (d.phase === 'error') return errorText(d.kind, state.auth === 'browser', t);
  return '';
}

/** The user-facing message of an error kind. */
export function errorText(kind: LuckyErrorKind, inBrowser: boolean, t: I18n['t']): string {
  if (kind === 'unauthenticated' && inBrowser) return t('lucky.error.unauthenticatedBrowser');
  return t('lucky.error.' + kind);
}

export interface LuckyDrawProps {
  state: LuckyState;
  t: I18n['t'];
  /** Index of the lit prize cell, -1 for none. */
  lit: number;
  onStart(appId?: string): void;
  onDismiss(): void;
  /** Opens the prize-info form for a prize that needs delivery details. */
  onFillInfo(prize: Prize): void;
}

export function LuckyDraw(props: LuckyDrawProps) {
  const { state, t } = props;
  const activity = state.activity;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [appId, setAppId] = useState('');
  if (!activity) return null;
  const block = drawBlock(state);
  const cells = activity.prizes;
  const pickApp = activity.drawMode === 'drawFromMulPrizes' || activity.drawMode === 'drawByAppId';
  const chosen = appId || (activity.apps[0] ? activity.apps[0].id : '');
  const d = state.draw;
  const status = drawStatusText(state, t);
  const fillable = d.phase === 'result' ? d.prizes.filter((p) => p.needsInfo && p.recordId) : [];
  const canClick = block === null || block === 'loggedOut';
  const blockText =
    block === 'notStarted' ? t('lucky.draw.block.notStarted') : block === 'ended' ? t('lucky.draw.block.ended') : '';

  return (
    <section className="ppw-lucky-draw" aria-labelledby={'ppw-lucky-draw-' + uid}>
      <h3 id={'ppw-lucky-draw-' + uid} className="ppw-lucky-heading">
        {t('lucky.draw.title')}
      </h3>
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
      {pickApp && activity.apps.length > 1 ? (
        <p className="ppw-lucky-pick">
          <label htmlFor={'ppw-lucky-pick-' + uid}>{t('lucky.draw.pickApp')}</label>{' '}
          <select id={'ppw-lucky-pick-' + uid} value={chosen} onChange={(e) => setAppId(e.target.value)}>
            {activity.apps.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {blockText ? <p className="ppw-lucky-block">{blockText}</p> : null}
      {block !== 'notStarted' && block !== 'ended' && block !== 'browser' ? (
        <button
          type="button"
          className="ppw-lucky-button ppw-lucky-draw-button"
          // aria-disabled, not disabled: focus stays on the button through the draw.
          aria-disabled={canClick ? undefined : 'true'}
          onClick={() => {
            if (canClick) props.onStart(pickApp ? chosen : undefined);
          }}
        >
          {activity.drawMode === 'drawAll' ? t('lucky.draw.all') : t('lucky.draw.start')}
        </button>
      ) : null}
      <p className="ppw-lucky-status" role="status" aria-live="polite">
        {status}
      </p>
      {d.phase === 'result' || d.phase === 'error' ? (
        <p className="ppw-lucky-actions">
          {fillable.map((p) => (
            <button key={'fill' + p.recordId} type="button" className="ppw-lucky-button" onClick={() => props.onFillInfo(p)}>
              {t('lucky.draw.fillInfo')}
            </button>
          ))}
          {d.phase === 'error' && isRetryable(d.kind) ? (
            <button type="button" className="ppw-lucky-button" onClick={() => props.onStart(pickApp ? chosen : undefined)}>
              {t('lucky.retry')}
            </button>
          ) : null}
          <button type="button" className="ppw-lucky-link" onClick={props.onDismiss}>
            {d.phase === 'result' ? t('lucky.draw.again') : t('lucky.dismiss')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
