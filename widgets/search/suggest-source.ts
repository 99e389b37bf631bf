/**
 * Debounced, ordered, cached fetching of suggestions (no DOM). product-rules §9: requests are
 * debounced 200 ms. A newer request aborts the older one, an older answer never replaces
 * a newer one, and answers are cached per key for the page's life so backspacing is instant.
 */
import { parseSuggestions, suggestionKey, SUGGEST_DEBOUNCE_MS, type Suggestion } from './search';

/** Timer functions, injectable for fake-timer tests. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface SuggestSourceOptions {
  /** Performs one request; must honour `signal`. Resolves with the raw answer. */
  fetch(key: string, signal: AbortSignal | undefined): Promise<unknown>;
  /** Receives the suggestions of the latest key only. */
  onResult(key: string, items: Suggestion[]): void;
  /** A request that failed for a reason other than being superseded. */
  onError?(error: unknown): void;
  /** Shared across mounts so the cache lives as long as the page. */
  cache?: Map<string, Suggestion[]>;
  /** @default 200 (product-rules §9) */
  delayMs?: number;
  timers?: Timers;
}

export interface SuggestSource {
  /** Asks for the suggestions of `value` (debounced; cached keys answer at once). */
  request(value: string): void;
  /** Drops the pending timer and the request in flight. */
  cancel(): void;
}

// Support: AbortController Chrome 66, iOS Safari 11.1. Older engines still get ordering
// by sequence number; the stale request simply runs to completion and is ignored.
function newController(): AbortController | null {
  return typeof AbortController === 'function' ? new AbortController() : null;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Creates the request pipeline of one search box.
 *
 * @example
 * const source = createSuggestSource({
 *   fetch: (key, signal) => api.searchSugs({ key, ctoken }, { signal }),
 *   onResult: (key, items) => render(items),
 * });
 * input.addEventListener('input', () => source.request(input.value));
 */
export function createSuggestSource(options: SuggestSourceOptions): SuggestSource {
  const timers = options.timers || defaultTimers;
  const delay = options.delayMs === undefined ? SUGGEST_DEBOUNCE_MS : options.delayMs;
  const cache = options.cache || new Map<string, Suggestion[]>();
  let timer: unknown = null;
  let pendingKey: string | null = null;
  let inFlight: { key: string; controller: AbortController | null } | null = null;
  // The key whose answer the user is waiting for; any other answer is stale.
  let wantedKey: string | null = null;

  function clearTimer(): void {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    pendingKey = null;
  }

  function abortInFlight(): void {
    if (inFlight && inFlight.controller) inFlight.controller.abort();
    inFlight = null;
  }

  function send(key: string): void {
    abortInFlight();
    const request = { key, controller: newController() };
    inFlight = request;
    let promise: Promise<unknown>;
    try {
      promise = Promise.resolve(options.fetch(key, request.controller ? request.controller.signal : undefined));
    } catch (e) {
      promise = Promise.reject(e);
    }
    promise.then(
      (raw) => {
        const items = parseSuggestions(raw);
        cache.set(key, items);
        if (inFlight === request) inFlight = null;
        if (key === wantedKey && timer === null) options.onResult(key, items);
      },
      (error) => {
        const superseded = inFlight !== request || (request.controller !== null && request.controller.signal.aborted);
        if (inFlight === request) inFlight = null;
        if (superseded || key !== wantedKey) return;
        if (options.onError) options.onError(error);
      },
    );
  }

  return {
    request(value: string): void {
      const key = suggestionKey(value);
      wantedKey = key;
      // Same key already waiting (e.g. the input event right after compositionend), or
      // already on its way: keep that one, so a burst sends exactly one request.
      if (key !== '' && key === pendingKey) return;
      clearTimer();
      if (key === '') {
        abortInFlight();
        options.onResult(key, []);
        return;
      }
      const cached = cache.get(key);
      if (cached) {
        abortInFlight();
        options.onResult(key, cached);
        return;
      }
      if (inFlight && inFlight.key === key) return;
      pendingKey = key;
      timer = timers.setTimeout(() => {
        timer = null;
        pendingKey = null;
        send(key);
      }, delay);
    },
    cancel(): void {
      clearTimer();
      abortInFlight();
      wantedKey = null;
    },
  };
}
