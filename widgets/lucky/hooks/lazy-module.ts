/**
 * A module the panel imports on demand (src/util/load-once.ts: loaded once, a failure
 * forgotten so the next use loads again), kept once it has come so that later uses can take
 * it synchronously: an event read at once, a dialog rendered in the same pass.
 * @example const dialogs = lazyModule(() => import('../dialogs/index')); dialogs.current() || dialogs.load()
 */
import { loadOnce } from '../../../src/util/load-once';

export interface LazyModule<T> {
  load(): Promise<T>;
  /** The module once loaded, else null. */
  current(): T | null;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let current: T | null = null;
  return {
    load: loadOnce(() =>
      load().then((m) => {
        current = m;
        return m;
      }),
    ),
    current: () => current,
  };
}
