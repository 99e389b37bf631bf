/**
 * The panel's dialogs (widgets/lucky/dialogs/) on demand: loaded when one is asked to open, or
 * ahead of that once the user is logged in (`usePreloadDialogs`), the only state whose parts open
 * one.
 */
import { useEffect, useState } from 'react';
import { lazyModule } from './lazy-module';
import { maySpeculate } from '../../../src/runtime/may-speculate';
import { warnFailed } from '../state/lucky-errors';
import { useLuckyContext } from '../lucky-context';

export type LuckyDialogs = typeof import('../dialogs/index');

const dialogs = lazyModule(() => import('../dialogs/index'));

/**
 * Loads the dialogs' code ahead of their first use when `when` holds and config `prefetch` and
 * the connection allow speculative loading (no Save-Data, no 2g); a failure is left to the
 * first real open, which loads again and says so.
 */
export function usePreloadDialogs(when: boolean): void {
  const { config, win } = useLuckyContext();
  useEffect(() => {
    if (when && !dialogs.current() && config.prefetch && maySpeculate(win.navigator)) dialogs.load().catch(() => undefined);
  }, [when]);
}

/**
 * The dialogs' module while `open` (a dialog asked to open) once its code is there, else null:
 * the caller renders its dialog when both hold. A failed load is warned about and `onFailed`
 * runs, so the caller can close the request and a later tap loads again.
 */
export function useLuckyDialogs(open: boolean, onFailed: () => void): LuckyDialogs | null {
  const { logger } = useLuckyContext().services;
  // Set when this open's load completes, to render again; a module already loaded (ahead, or by
  // another part) is taken as it is, so its dialog renders in the same pass as the tap.
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!open || dialogs.current()) return;
    let live = true;
    dialogs.load().then(
      () => {
        if (live) setLoaded(true);
      },
      (error: unknown) => {
        warnFailed(logger, 'loading the dialog', error);
        if (live) onFailed();
      },
    );
    return () => {
      live = false;
    };
  }, [open]);
  return dialogs.current();
}
