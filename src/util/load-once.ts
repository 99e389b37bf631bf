/**
 * Runs `load` at the first call and hands every later call the same promise; a rejection is
 * forgotten, so the call after a failure loads again (a chunk or an answer that failed on a
 * flaky network may come the second time). The one "load once, forget on failure" of the
 * library: widget and feature code (src/runtime/module-loader.ts), the on-demand services
 * (src/services/lazy-services.ts, src/services/lazy-api.ts) and the client's identity
 * (src/bridge/client-info.ts).
 * @example
 * const ensureLog = loadOnce(() => import('../log/index'));
 * ensureLog().then((m) => m.createLog(options));
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const promise = (pending = load());
      promise.catch(() => {
        if (pending === promise) pending = null;
      });
    }
    return pending;
  };
}
