/**
 * The state of one paged list, as a pure reducer (tested without a DOM, list-state.test.ts):
 * first load, "more", failure and retry. No DOM, no I/O; `use-list.ts` drives it.
 */

/** A failure as the API client rejects with it (`ApiState` of src/api/errors.ts). */
export interface ListError {
  code: number;
  msg: string;
}

/** One answer, already parsed. */
export interface Page<T> {
  items: T[];
  /** Whether asking for the next page makes sense. */
  hasMore: boolean;
}

export type ListStatus = 'loading' | 'ready' | 'error';

export interface ListState<T> {
  status: ListStatus;
  items: T[];
  /** Pages received so far; the next request asks for page index `pages`. */
  pages: number;
  hasMore: boolean;
  error: ListError | null;
  /** Id of the request in flight (or the last one); older answers are dropped. */
  request: number;
}

export type ListAction<T> =
  | { type: 'request'; request: number }
  | { type: 'success'; request: number; page: Page<T>; keyOf?: (item: T) => string }
  | { type: 'failure'; request: number; error: ListError };

/**
 * The state before the first answer: loading page 0.
 * @example useReducer(listReducer, undefined, initialListState)
 */
export function initialListState<T>(): ListState<T> {
  return { status: 'loading', items: [], pages: 0, hasMore: false, error: null, request: 0 };
}

/**
 * Appends `more` to `items`, skipping entries whose key is already there: offset paging on a
 * list that changed between two requests repeats items, and a repeated key breaks React.
 * @example appendUnique([{ id: '1' }], [{ id: '1' }, { id: '2' }], (a) => a.id) // → ids 1, 2
 */
export function appendUnique<T>(items: T[], more: T[], keyOf?: (item: T) => string): T[] {
  if (!keyOf) return items.concat(more);
  const seen: Record<string, true> = {};
  for (const item of items) seen[keyOf(item)] = true;
  const out = items.slice();
  for (const item of more) {
    const key = keyOf(item);
    if (seen[key]) continue;
    seen[key] = true;
    out.push(item);
  }
  return out;
}

/**
 * Applies one action. Answers to any request but the latest are ignored, so a slow first
 * answer can never overwrite a newer one.
 * @example listReducer(initialListState(), { type: 'request', request: 1 }).status // 'loading'
 */
export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'request':
      return { ...state, status: 'loading', error: null, request: action.request };
    case 'success':
      if (action.request !== state.request) return state;
      return {
        ...state,
        status: 'ready',
        items: appendUnique(state.items, action.page.items, action.keyOf),
        pages: state.pages + 1,
        hasMore: action.page.hasMore,
        error: null,
      };
    case 'failure':
      if (action.request !== state.request) return state;
      return { ...state, status: 'error', error: action.error };
    default:
      return state;
  }
}

/** Nothing received yet and still waiting: the skeleton's time. */
export function isFirstLoad(state: ListState<unknown>): boolean {
  return state.status === 'loading' && state.pages === 0;
}

/** The first page failed: nothing to show but the retry. */
export function isFirstFailure(state: ListState<unknown>): boolean {
  return state.status === 'error' && state.pages === 0;
}

/** Loaded and honestly empty. */
export function isEmpty(state: ListState<unknown>): boolean {
  return state.status === 'ready' && state.items.length === 0;
}
