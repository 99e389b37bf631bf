import { describe, expect, it } from 'vitest';
import { pageCursor, readHasMore, toPage } from './page';

const parseId = (raw: unknown) =>
  raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'number' ? (raw as { id: number }).id : null;

describe('pageCursor', () => {
  it('gives page numbers from 1 and offsets by count from the start offset', () => {
    expect(pageCursor(0, 0, 15)).toEqual({ index: 0, page: 1, offset: 0, count: 15 });
    expect(pageCursor(2, 5, 10)).toEqual({ index: 2, page: 3, offset: 25, count: 10 });
  });
});

describe('readHasMore', () => {
  const c = pageCursor(0, 0, 10);

  it('believes the server when it says hasMore (flags as booleans, numbers or strings)', () => {
    expect(readHasMore({ hasMore: true }, 3, c)).toBe(true);
    expect(readHasMore({ hasMore: 0 }, 10, c)).toBe(false);
    expect(readHasMore({ hasNext: '1' }, 3, c)).toBe(true);
  });

  it('reads isEnd as the opposite of more', () => {
    expect(readHasMore({ isEnd: true }, 10, c)).toBe(false);
    expect(readHasMore({ isLast: 'false' }, 2, c)).toBe(true);
  });

  it('compares with a total count or page count', () => {
    expect(readHasMore({ total: 25 }, 10, pageCursor(1, 0, 10))).toBe(true);
    expect(readHasMore({ total: 20 }, 10, pageCursor(1, 0, 10))).toBe(false);
    expect(readHasMore({ totalPage: 3 }, 10, pageCursor(2, 0, 10))).toBe(false);
    expect(readHasMore({ totalPage: '3' }, 10, pageCursor(1, 0, 10))).toBe(true);
  });

  it('guesses from the page size when the server says nothing', () => {
    expect(readHasMore([], 10, c)).toBe(true);
    expect(readHasMore([], 3, c)).toBe(false);
    expect(readHasMore({ list: [] }, 10, c)).toBe(true);
    expect(readHasMore({ list: [] }, 9, c)).toBe(false);
  });

  it('never asks for more after an empty page, whatever the server claims', () => {
    expect(readHasMore({ hasMore: true }, 0, c)).toBe(false);
  });

  it('ignores malformed totals and flags', () => {
    expect(readHasMore({ hasMore: 'maybe', total: -1, totalPage: 'x' }, 10, c)).toBe(true);
  });
});

describe('toPage', () => {
  it('finds the list in any wrapper and drops malformed entries', () => {
    const page = toPage({ items: [{ id: 1 }, 'junk', null, { id: 'x' }, { id: 2 }], hasMore: true }, parseId, pageCursor(0, 0, 5));
    expect(page).toEqual({ items: [1, 2], hasMore: true });
  });

  it('reads a malformed answer as an empty last page', () => {
    for (const data of [null, undefined, 'oops', 42, { list: 'no' }]) {
      expect(toPage(data, parseId, pageCursor(0, 0, 5))).toEqual({ items: [], hasMore: false });
    }
  });

  it('gives each entry its position in the whole list', () => {
    const positions: number[] = [];
    toPage([{ id: 1 }, { id: 2 }], (_raw, i) => (positions.push(i), null), pageCursor(1, 0, 10));
    expect(positions).toEqual([10, 11]);
  });
});
