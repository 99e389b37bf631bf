/**
 * Pure rules of the search suggestions (no DOM): parsing of both answer forms of
 * `/search/sugs` (product-rules §3, §7), the combobox state reducer (product-rules §4 "Search suggestion")
 * and the IME and blank-query rules (product-rules §5).
 */

/** One suggestion as the widget shows it. */
export interface Suggestion {
  /** The suggestion text (`q`), shown as text only. */
  text: string;
  /** The callback form's `at` flag, kept as sent (meaning not given by product-rules §3). */
  at?: unknown;
}

/** Upper bound of suggestions shown: a longer answer is cut, not rejected. */
export const MAX_SUGGESTIONS = 10;

/** product-rules §9: suggestion requests are debounced 200 ms. */
export const SUGGEST_DEBOUNCE_MS = 200;

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** Unwraps a JSONP-like `callback({...})` string, or parses a JSON string; otherwise null. */
function fromString(text: string): unknown {
  const trimmed = text.trim();
  const open = trimmed.indexOf('(');
  const close = trimmed.lastIndexOf(')');
  const body = trimmed.charAt(0) !== '{' && open >= 0 && close > open ? trimmed.slice(open + 1, close) : trimmed;
  try {
    return JSON.parse(body);
  } catch (_e) {
    return null;
  }
}

/**
 * Reads a `/search/sugs` answer in either form: `{r: [{q}]}` or the callback form
 * `{wl: [{q, at}]}` (also when still wrapped as `cb({...})` text). Blank, duplicate or
 * non-text items are dropped; at most {@link MAX_SUGGESTIONS} are kept. Never throws.
 *
 * @example
 * parseSuggestions({ r: [{ q: 'wechat' }] }) // [{ text: 'wechat' }]
 * parseSuggestions({ wl: [{ q: 'qq', at: 1 }] }) // [{ text: 'qq', at: 1 }]
 */
export function parseSuggestions(raw: unknown): Suggestion[] {
  const data = typeof raw === 'string' ? fromString(raw) : raw;
  if (!isObject(data)) return [];
  const list = Array.isArray(data.r) ? data.r : Array.isArray(data.wl) ? data.wl : null;
  if (!list) return [];
  const seen: Record<string, true> = {};
  const out: Suggestion[] = [];
  for (const item of list) {
    if (out.length >= MAX_SUGGESTIONS) break;
    const q = isObject(item) ? item.q : item;
    if (typeof q !== 'string' && typeof q !== 'number') continue;
    const text = String(q).trim();
    if (!text || seen[text]) continue;
    seen[text] = true;
    const s: Suggestion = { text };
    if (isObject(item) && 'at' in item) s.at = item.at;
    out.push(s);
  }
  return out;
}

/** True for a query that must not be submitted (product-rules §5: empty search is refused). */
export function isBlankQuery(value: string): boolean {
  return value.trim() === '';
}

/** The normalised key sent as `key` and used for the cache; '' means "send nothing". */
export function suggestionKey(value: string): string {
  return value.trim();
}

/** The parts of a keyboard event the IME rule reads. */
export interface KeyLike {
  isComposing?: boolean;
  keyCode?: number;
}

/**
 * True while an input method editor (Chinese input) is composing: nothing is sent or
 * acted on then. `keyCode` 229 covers Safari, which reports the Enter that commits a
 * composition after `compositionend` with `isComposing` false.
 */
export function isImeComposing(event: KeyLike, composing = false): boolean {
  return composing || event.isComposing === true || event.keyCode === 229;
}

/** State of the combobox. `active` is the highlighted index, -1 for none. */
export interface ComboState {
  open: boolean;
  items: Suggestion[];
  active: number;
}

export const initialComboState: ComboState = { open: false, items: [], active: -1 };

export type ComboAction =
  | { type: 'results'; items: Suggestion[] }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'close' }
  | { type: 'open' }
  | { type: 'hover'; index: number };

/**
 * State changes of the combobox (Downshift-style reducer, tested without a DOM).
 * `next`/`prev` wrap around and open a closed list that has items.
 *
 * @example
 * comboReducer({ open: true, items: [a, b], active: 1 }, { type: 'next' }).active // 0
 */
export function comboReducer(state: ComboState, action: ComboAction): ComboState {
  const n = state.items.length;
  switch (action.type) {
    case 'results':
      return { open: action.items.length > 0, items: action.items, active: -1 };
    case 'next':
    case 'prev': {
      if (n === 0) return state;
      if (!state.open) return { ...state, open: true, active: action.type === 'next' ? 0 : n - 1 };
      const step = action.type === 'next' ? 1 : -1;
      const from = state.active < 0 ? (step > 0 ? -1 : n) : state.active;
      return { ...state, active: (from + step + n) % n };
    }
    case 'open':
      return n > 0 && !state.open ? { ...state, open: true, active: -1 } : state;
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'hover':
      return action.index >= 0 && action.index < n && state.open ? { ...state, active: action.index } : state;
  }
  return state;
}

/** The text an arrow move puts in the input: the highlighted item, else what was typed. */
export function filledValue(state: ComboState, typed: string): string {
  const item = state.active >= 0 ? state.items[state.active] : undefined;
  return item ? item.text : typed;
}
