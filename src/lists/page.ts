/**
 * Paging arithmetic and tolerant reading of one answer into a `Page` (product-rules §15: a list may
 * be `data` itself or under `list`, `items`, `content`). Pure: no DOM, no I/O.
 */
import { toList } from '../api/content/normalize';
import type { Page } from './list-state';
import { readNumber } from '../read-field/read-field';

/** What the n-th request asks for, in both styles the store's calls use. */
export interface PageCursor {
  /** 0-based number of pages already received. */
  index: number;
  /** 1-based page number (`/StoreDetailController/comment {page}`). */
  page: number;
  /** `offset` of offset/count calls. */
  offset: number;
  count: number;
}

/**
 * The cursor of request `index` for a list starting at `offset` with `count` per page.
 * @example pageCursor(2, 0, 15) // → { index: 2, page: 3, offset: 30, count: 15 }
 */
export function pageCursor(index: number, offset: number, count: number): PageCursor {
  return { index, page: index + 1, offset: offset + index * count, count };
}

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function flag(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return undefined;
}

function count(v: unknown): number | undefined {
  const n = readNumber(v);
  return n !== null && n >= 0 ? n : undefined;
}

/**
 * Whether there is a next page. The server's own word wins (`hasMore`/`hasNext`, `isEnd`/
 * `isLast`, `total`/`totalCount`, `totalPage`/`pageCount`); without one, a full page means
 * "maybe more" and a short page means the end.
 *
 * @param data the answer
 * @param received raw entries in this answer (before dropping malformed ones)
 * @param cursor the request this answers
 * @example readHasMore({ list: [], hasMore: 1 }, 0, pageCursor(0, 0, 10)) // → true
 */
export function readHasMore(data: unknown, received: number, cursor: PageCursor): boolean {
  if (received === 0) return false;
  if (isObj(data)) {
    for (const key of ['hasMore', 'hasNext', 'more']) {
      const f = flag(data[key]);
      if (f !== undefined) return f;
    }
    for (const key of ['isEnd', 'isLast', 'end']) {
      const f = flag(data[key]);
      if (f !== undefined) return !f;
    }
    for (const key of ['totalCount', 'total']) {
      const n = count(data[key]);
      if (n !== undefined) return cursor.offset + received < n;
    }
    for (const key of ['totalPage', 'totalPages', 'pageCount']) {
      const n = count(data[key]);
      if (n !== undefined) return cursor.page < n;
    }
  }
  return received >= cursor.count;
}

/**
 * Reads one answer: the list (wherever it is), each entry through `parse` (null drops it),
 * and whether more follows. Never throws on a malformed answer: it reads as an empty page.
 *
 * @example toPage({ items: [{ id: 1 }, 'junk'] }, parseComment, pageCursor(0, 0, 10))
 */
export function toPage<T>(
  data: unknown,
  parse: (raw: unknown, index: number) => T | null,
  cursor: PageCursor,
): Page<T> {
  const raw = toList(data);
  const items: T[] = [];
  for (let i = 0; i < raw.length; i++) {
    const item = parse(raw[i], cursor.offset + i);
    if (item !== null) items.push(item);
  }
  return { items, hasMore: readHasMore(data, raw.length, cursor) };
}
