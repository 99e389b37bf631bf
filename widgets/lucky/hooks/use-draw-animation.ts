/**
 * Plays the draw animation of `draw-steps.ts`: a steady spin while the request is in flight,
 * then the steps that stop on the prize the server returned, then `revealed`. Under
 * `prefers-reduced-motion` there is no spin and the highlight jumps to the prize.
 */
import { useEffect, useRef, useState } from 'react';
import type { Dispatch } from 'react';
import type { LuckyAction, LuckyState } from '../state/lucky';
import { drawSteps, prizeIndex, spinIndex } from '../state/draw-steps';
import type { Prize } from '../state/lucky-types';
import { prefersReducedMotion } from './reduced-motion';

/** Speed of the spin while waiting for the server. */
export const SPIN_MS = 100;

/** Returns the index of the lit prize cell (-1: none); `win`, the panel's window, says whether to move. */
export function useDrawAnimation(state: LuckyState, dispatch: Dispatch<LuckyAction>, cells: Prize[], win: Window): number {
  const [lit, setLit] = useState(-1);
  const litRef = useRef(lit);
  litRef.current = lit;
  const phase = state.draw.phase;
  const seq = state.drawSeq;
  const prizes = state.draw.phase === 'revealing' ? state.draw.prizes : null;
  const count = cells.length;

  useEffect(() => {
    if (phase !== 'drawing' || count === 0 || prefersReducedMotion(win)) return;
    const from = litRef.current;
    let k = 0;
    const timer = setInterval(() => setLit(spinIndex(from, ++k, count)), SPIN_MS);
    return () => clearInterval(timer);
  }, [phase, seq, count]);

  useEffect(() => {
    if (phase !== 'revealing' || !prizes) return;
    // The last prize of the answer is where the highlight rests (drawAll returns several).
    const target = prizeIndex(cells, prizes[prizes.length - 1]);
    const steps = drawSteps(litRef.current, target, count, prefersReducedMotion(win));
    let i = 0;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      if (i >= steps.length) {
        dispatch({ type: 'revealed', seq });
        return;
      }
      const step = steps[i++];
      setLit(step.index);
      timer = setTimeout(next, step.ms);
    };
    next();
    return () => clearTimeout(timer);
    // `cells` and `prizes` are fixed for one reveal; seq and phase say when it is a new one.
  }, [phase, seq]);

  return lit;
}
