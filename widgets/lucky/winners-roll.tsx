/**
 * The winners roll (lucky roll of `/api/proxyNew`, today's date in China time): advances one
 * line every few seconds, pauses while hovered or focused, under `prefers-reduced-motion`, and
 * on its own pause button (WCAG 2.2.2). Not a live region: moving text is not announced.
 */
import { useEffect, useId, useState } from 'react';
import type { I18n, WidgetContext } from '../../src/types';
import { codeOf } from './lucky-errors';
import { parseRoll } from './records-parse';
import type { RollEntry } from './lucky-types';
import { chinaDate } from './format-time';
import { prefersReducedMotion } from './reduced-motion';

/** Time each line stays before the roll moves on. */
export const ROLL_STEP_MS = 2500;

/** The roll rotated by `offset` lines: what is shown first comes first in the DOM too. */
export function rotate<T>(list: readonly T[], offset: number): T[] {
  if (!list.length) return [];
  const k = ((offset % list.length) + list.length) % list.length;
  return list.slice(k).concat(list.slice(0, k));
}

export interface WinnersRollProps {
  context: WidgetContext;
  activityId: string;
  t: I18n['t'];
  /** Time per line. @default ROLL_STEP_MS */
  stepMs?: number;
}

export function WinnersRoll(props: WinnersRollProps) {
  const { context, activityId, t } = props;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [entries, setEntries] = useState<RollEntry[] | null>(null);
  const [offset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(() => prefersReducedMotion());

  useEffect(() => {
    let live = true;
    context.services.api
      .getLuckyRoll({ date: chinaDate(context.services.clock.now()), activityId })
      .then((data) => {
        if (live) setEntries(parseRoll(data));
      })
      .catch((e: unknown) => {
        context.services.logger.warn('lucky: roll failed', codeOf(e));
        if (live) setEntries([]);
      });
    return () => {
      live = false;
    };
  }, [context, activityId]);

  const count = entries ? entries.length : 0;
  const paused = stopped || hovered || focused;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setOffset((o) => o + 1), props.stepMs || ROLL_STEP_MS);
    return () => clearInterval(timer);
  }, [paused, count, props.stepMs]);

  if (entries === null) return null;
  return (
    <section
      className="ppw-lucky-roll"
      aria-labelledby={'ppw-lucky-roll-' + uid}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <h3 id={'ppw-lucky-roll-' + uid} className="ppw-lucky-heading">
        {t('lucky.roll.title')}
      </h3>
      {count ? (
        <>
          <button type="button" className="ppw-lucky-link ppw-lucky-roll-toggle" aria-pressed={stopped ? 'true' : 'false'} onClick={() => setStopped(!stopped)}>
            {t('lucky.roll.pause')}
          </button>
          <div className="ppw-lucky-roll-viewport">
            <ul className="ppw-lucky-roll-list" key={offset}>
              {rotate(entries, offset).map((e, i) => (
                <li key={i} className="ppw-lucky-roll-entry">
                  {t('lucky.roll.entry', { user: e.user, prize: e.prize })}
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <p className="ppw-lucky-note">{t('lucky.roll.empty')}</p>
      )}
    </section>
  );
}
