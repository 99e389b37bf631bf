import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  comboReducer,
  filledValue,
  initialComboState,
  isBlankQuery,
  isImeComposing,
  parseSuggestions,
  MAX_SUGGESTIONS,
  type ComboState,
  type Suggestion,
} from './search';

const items = (...texts: string[]): Suggestion[] => texts.map((text) => ({ text }));

describe('parseSuggestions', () => {
  it('reads the r form as a list of q', () => {
    expect(parseSuggestions({ r: [{ q: '微信' }, { q: 'qq' }] })).toEqual(items('微信', 'qq'));
  });

  it('reads the callback wl form and keeps the at flag', () => {
    expect(parseSuggestions({ wl: [{ q: '王者荣耀', at: 1 }, { q: '王者', at: 0 }] })).toEqual([
      { text: '王者荣耀', at: 1 },
      { text: '王者', at: 0 },
    ]);
  });

  it('unwraps a callback wrapped as text', () => {
    expect(parseSuggestions('cb({"wl":[{"q":"abc","at":2}]});')).toEqual([{ text: 'abc', at: 2 }]);
  });

  it('parses a JSON string answer', () => {
    expect(parseSuggestions('{"r":[{"q":"x"}]}')).toEqual(items('x'));
  });

  it('drops blank, duplicate and non-text items', () => {
    const raw = { r: [{ q: ' a ' }, { q: '' }, { q: null }, {}, 'b', { q: 'a' }, { q: 7 }] };
    expect(parseSuggestions(raw)).toEqual(items('a', 'b', '7'));
  });

  it('keeps suggestion markup as plain text', () => {
    const text = '<img src=x onerror=alert(1)>';
    expect(parseSuggestions({ r: [{ q: text }] })).toEqual(items(text));
  });

  it('returns an empty list for anything else', () => {
    for (const raw of [null, undefined, 42, 'not json', {}, { r: 'x' }, { wl: {} }, []]) {
      expect(parseSuggestions(raw)).toEqual([]);
    }
  });

  it('keeps at most MAX_SUGGESTIONS items', () => {
    const many = Array.from({ length: MAX_SUGGESTIONS + 5 }, (_, i) => ({ q: 'item ' + i }));
    const parsed = parseSuggestions({ r: many });
    expect(parsed).toHaveLength(MAX_SUGGESTIONS);
    expect(parsed[0]!.text).toBe('item 0');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (raw) => Array.isArray(parseSuggestions(raw))));
  });
});

describe('isBlankQuery', () => {
  it('refuses empty and whitespace-only queries', () => {
    expect(isBlankQuery('')).toBe(true);
    expect(isBlankQuery(' \t\u3000')).toBe(true); // full-width space from Chinese IMEs
    expect(isBlankQuery(' a ')).toBe(false);
  });
});

describe('isImeComposing', () => {
  it('is true while the event says it is composing', () => {
    expect(isImeComposing({ isComposing: true, keyCode: 13 })).toBe(true);
  });

  it('is true for keyCode 229 (Safari commits with it after compositionend)', () => {
    expect(isImeComposing({ isComposing: false, keyCode: 229 })).toBe(true);
  });

  it('is true while a composition session is open even if the event omits it', () => {
    expect(isImeComposing({ keyCode: 40 }, true)).toBe(true);
  });

  it('is false for an ordinary key', () => {
    expect(isImeComposing({ isComposing: false, keyCode: 13 })).toBe(false);
  });
});

describe('comboReducer', () => {
  const three: ComboState = { open: true, items: items('a', 'b', 'c'), active: -1 };

  it('opens on results with nothing highlighted, and stays closed for none', () => {
    expect(comboReducer(initialComboState, { type: 'results', items: items('a') })).toEqual({
      open: true,
      items: items('a'),
      active: -1,
    });
    expect(comboReducer(three, { type: 'results', items: [] }).open).toBe(false);
  });

  it('moves down and wraps from the last to the first', () => {
    let s = three;
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = comboReducer(s, { type: 'next' });
      seen.push(s.active);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('moves up and wraps from the first to the last', () => {
    let s = three;
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = comboReducer(s, { type: 'prev' });
      seen.push(s.active);
    }
    expect(seen).toEqual([2, 1, 0, 2]);
  });

  it('always lands on an existing item whatever the key sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.boolean(), { maxLength: 40 }), (n, moves) => {
        let s: ComboState = { open: true, items: items(...Array.from({ length: n }, (_, i) => 's' + i)), active: -1 };
        for (const down of moves) s = comboReducer(s, { type: down ? 'next' : 'prev' });
        return moves.length === 0 ? s.active === -1 : s.active >= 0 && s.active < n;
      }),
    );
  });

  it('reopens a closed list with items on an arrow key', () => {
    const closed = { ...three, open: false };
    expect(comboReducer(closed, { type: 'next' })).toMatchObject({ open: true, active: 0 });
    expect(comboReducer(closed, { type: 'prev' })).toMatchObject({ open: true, active: 2 });
  });

  it('ignores arrows when there is nothing to show', () => {
    expect(comboReducer(initialComboState, { type: 'next' })).toBe(initialComboState);
  });

  it('closes and clears the highlight but keeps the items for a later reopen', () => {
    const s = comboReducer({ ...three, active: 1 }, { type: 'close' });
    expect(s).toEqual({ open: false, items: three.items, active: -1 });
    expect(comboReducer(s, { type: 'open' }).open).toBe(true);
  });

  it('highlights a hovered item only within range', () => {
    expect(comboReducer(three, { type: 'hover', index: 2 }).active).toBe(2);
    expect(comboReducer(three, { type: 'hover', index: 3 })).toBe(three);
  });
});

describe('filledValue', () => {
  it('gives the highlighted item, or the typed text when none is highlighted', () => {
    const s: ComboState = { open: true, items: items('alpha', 'beta'), active: 1 };
    expect(filledValue(s, 'al')).toBe('beta');
    expect(filledValue({ ...s, active: -1 }, 'al')).toBe('al');
  });
});
