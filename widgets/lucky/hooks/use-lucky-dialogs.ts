/**
 * The panel's dialogs (widgets/lucky/dialogs/) on demand: loaded when one is asked to open, or
 * ahead of that once the user is logged in (`preloadDialogs`), the only state whose parts open
 * one.
 */
import { useEffect, useState } from 'react';
import { loadOnce } from '../../../src/util/load-once';
import { maySpeculate } from '../../../src/speculate/may-speculate';
import { warnFailed } from '../state/lucky-errors';
import { useLuckyContext } from '../lucky-context';

export type LuckyDialogs = typeof import('../dialogs/index');

let loaded: LuckyDialogs | null = null;
const loadDialogs = loadOnce(() =>
  import('../dialogs/index').then((m) => {
    loaded = m;
    return m;
  }),
);

/**
 * Loads the dialogs' code ahead of their first use when `when` holds and config `prefetch` and
 * the connection allow speculative loading (no Save-Data, no 2g); a failure is left to the
 * first real open, which loads again and says so.
 */
export function usePreloadDialogs(when: boolean): void {
  const { config, win } = useLuckyContext();
  useEffect(() => {
    if (when && !loaded && config.prefetch && maySpeculate(win.navigator)) loadDialogs().catch(() => undefined);
  }, [when]);
}

/**
 * The dialogs' module while `open` (a dialog asked to open) once its code is there, else null:
 * the caller renders its dialog when both hold. A failed load is warned about and `onFailed`
 * runs, so the caller can close the request and a later tap loads again.
 */
export function useLuckyDialogs(open: boolean, onFailed: () => void): LuckyDialogs | null {
  const { logger } = useLuckyContext().services;
  const [mod, setMod] = useState<LuckyDialogs | null>(loaded);
  useEffect(() => {
    if (!open || mod) return;
    let live = true;
    loadDialogs().then(
      (m) => {
        if (live) setMod(m);
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
  return mod;
}
