/**
 * The one list hook every content widget uses: loads the first page on mount, then "more" and
 * "retry" on demand, cancelling what is in flight on unmount. State rules live in
 * `list-state.ts`; this file only does the I/O.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialListState, listReducer, type ListError, type ListState, type Page } from './list-state';

export interface UseListOptions<T> {
  /** Fetches and parses page `index` (0-based). Rejections are API states or anything else. */
  load: (index: number, signal: AbortSignal | undefined) => Promise<Page<T>>;
  /** Keeps repeated entries out when offset pages overlap. */
  keyOf?: (item: T) => string;
  /** Told of every failure (for a warning); never of aborted calls. */
  onError?: (error: ListError) => void;
}

export interface ListHandle<T> {
  state: ListState<T>;
  /** Asks for the next page (ignored while one is loading or when there is none). */
  more(): void;
  /** Asks again for the page that failed. */
  retry(): void;
}

function toError(e: unknown): ListError {
  if (e && typeof e === 'object' && typeof (e as ListError).code === 'number') {
    const s = e as ListError;
    return { code: s.code, msg: typeof s.msg === 'string' ? s.msg : '' };
  }
  return { code: -4, msg: e instanceof Error ? e.message : String(e) };
}

/**
 * @example
 * const { state, more, retry } = useList({
 *   load: (i, signal) => api.getComments({ appId, page: i + 1 }, { signal }).then(parse),
 * });
 */
export function useList<T>(options: UseListOptions<T>): ListHandle<T> {
  const [state, dispatch] = useReducer(listReducer<T>, undefined, () => initialListState<T>());
  const stateRef = useRef(state);
  stateRef.current = state;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const requestRef = useRef(0);
  const controllerRef = useRef<AbortController | null>(null);
  const aliveRef = useRef(true);

  const fetchPage = useCallback((index: number) => {
    const request = ++requestRef.current;
    if (controllerRef.current) controllerRef.current.abort();
    // Support: AbortController Chrome 66+, iOS Safari 11.1+; without it calls just run out.
    const controller = typeof AbortController === 'function' ? new AbortController() : null;
    controllerRef.current = controller;
    dispatch({ type: 'request', request });
    let promise: Promise<Page<T>>;
    try {
      promise = optionsRef.current.load(index, controller ? controller.signal : undefined);
    } catch (e) {
      promise = Promise.reject(e);
    }
    promise.then(
      (page) => {
        // The page is drawn in a task after the one that read the answer (its text, the JSON,
        // the reading): on a slow phone the two together are one long task.
        setTimeout(() => {
          if (aliveRef.current) dispatch({ type: 'success', request, page, keyOf: optionsRef.current.keyOf });
        }, 0);
      },
      (e: unknown) => {
        if (!aliveRef.current || (controller && controller.signal.aborted)) return;
        const error = toError(e);
        dispatch({ type: 'failure', request, error });
        const onError = optionsRef.current.onError;
        if (onError) onError(error);
      },
    );
  }, []);

  useEffect(() => {
    aliveRef.current = true;
    fetchPage(0);
    return () => {
      aliveRef.current = false;
      if (controllerRef.current) controllerRef.current.abort();
    };
  }, [fetchPage]);

  const more = useCallback(() => {
    const s = stateRef.current;
    if (s.status !== 'ready' || !s.hasMore) return;
    fetchPage(s.pages);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const s = stateRef.current;
    if (s.status !== 'error') return;
    fetchPage(s.pages);
  }, [fetchPage]);

  return { state, more, retry };
}
