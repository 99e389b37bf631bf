/**
 * Runs `load` at the first call and hands every later call the same promise; a rejection is
 * forgotten, so the call after a failure loads again (a chunk or an answer that failed on a
 * flaky network may come the second time). The one "load once, forget on failure" of the
 * library: widget and feature code (src/runtime/module-loader.ts) and the on-demand services
 * (src/services/lazy-services.ts, src/services/lazy-api.ts) and the API client's content calls
 * (src/api/create-api.ts). Two caches keep their own code:
 * the chunk loader's registry (src/loader/amd-loader.ts, built apart) and the client's identity
 * (src/bridge/client-info.ts, which resolves null rather than rejecting; importing this from
 * the bridge chunk would cost the script tag's core an export).
 * @example
 * const ensureLog = loadOnce(() => import('../log/index'));
 * ensureLog().then((m) => m.createLog(options));
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      // Nothing else sets `pending` while this promise is pending, so its failure is the one held.
      pending = load();
      pending.catch(() => (pending = null));
    }
    return pending;
  };
}
