/**
 * The winners roll (lucky roll of `/api/proxyNew`, today's date in China time): advances one
 * line every few seconds, pauses while hovered or focused, under `prefers-reduced-motion`, and
 * on its own pause button (WCAG 2.2.2). Not a live region: moving text is not announced.
 */
import { useEffect, useState } from 'react';
import { parseRoll } from '../state/records-parse';
import { chinaDate } from '../../../src/lists/mount/time';
import { prefersReducedMotion } from '../hooks/reduced-motion';
import { Btn, Section, useLoad } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

/** Time each line stays before the roll moves on. */
export const ROLL_STEP_MS = 2500;

/** The roll rotated by `offset` lines: what is shown first comes first in the DOM too. */
export function rotate<T>(list: readonly T[], offset: number): T[] {
  if (!list.length) return [];
  const k = ((offset % list.length) + list.length) % list.length;
  return list.slice(k).concat(list.slice(0, k));
}

export interface WinnersRollProps {
  activityId: string;
  /** Time per line. @default ROLL_STEP_MS */
  stepMs?: number;
}

export function WinnersRoll(props: WinnersRollProps) {
  const { activityId } = props;
  const { services, t, win } = useLuckyContext();
  const { api, clock } = services;
  const { data, error } = useLoad(
    'roll',
    () => api.getLuckyRoll({ date: chinaDate(clock.now()), activityId }).then(parseRoll),
    [api, clock, activityId],
  );
  const [offset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(() => prefersReducedMotion(win));

  const entries = error ? [] : data;
  const count = entries ? entries.length : 0;
  const paused = stopped || hovered || focused;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setOffset((o) => o + 1), props.stepMs || ROLL_STEP_MS);
    return () => clearInterval(timer);
  }, [paused, count, props.stepMs]);

  if (!entries) return null;
  return (
    <Section
      name="roll"
      title={t('lucky.roll.title')}
      on={{
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: () => setFocused(false),
      }}
    >
      {count ? (
        <>
          <Btn link more="ppw-lucky-roll-toggle" pressed={stopped} onClick={() => setStopped(!stopped)}>
            {t('lucky.roll.pause')}
          </Btn>
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
    </Section>
  );
}
