import { describe, expect, it } from 'vitest';
import { appendUnique, initialListState, isEmpty, isFirstFailure, isFirstLoad, listReducer, type ListState } from './list-state';

type Item = { id: string };
const keyOf = (i: Item) => i.id;
const page = (ids: string[], hasMore: boolean) => ({ items: ids.map((id) => ({ id })), hasMore });

function run(actions: Parameters<typeof listReducer<Item>>[1][]): ListState<Item> {
  return actions.reduce((s, a) => listReducer<Item>(s, a), initialListState<Item>());
}

describe('listReducer', () => {
  it('starts as a first load with nothing received', () => {
    const s = initialListState<Item>();
    expect(isFirstLoad(s)).toBe(true);
    expect(s.items).toEqual([]);
  });

  it('appends pages and remembers whether more follows', () => {
    const s = run([
      { type: 'request', request: 1 },
      { type: 'success', request: 1, page: page(['a', 'b'], true), keyOf },
      { type: 'request', request: 2 },
      { type: 'success', request: 2, page: page(['c'], false), keyOf },
    ]);
    expect(s.items.map(keyOf)).toEqual(['a', 'b', 'c']);
    expect(s.pages).toBe(2);
    expect(s.hasMore).toBe(false);
    expect(s.status).toBe('ready');
  });

  it('drops an answer to a request that is no longer the latest', () => {
    const s = run([
      { type: 'request', request: 1 },
      { type: 'request', request: 2 },
      { type: 'success', request: 1, page: page(['old'], true), keyOf },
      { type: 'success', request: 2, page: page(['new'], false), keyOf },
    ]);
    expect(s.items.map(keyOf)).toEqual(['new']);
    expect(s.pages).toBe(1);
  });

  it('keeps received items when a later page fails, and retrying clears the error', () => {
    let s = run([
      { type: 'request', request: 1 },
      { type: 'success', request: 1, page: page(['a'], true), keyOf },
      { type: 'request', request: 2 },
      { type: 'failure', request: 2, error: { code: -1, msg: 'timed out' } },
    ]);
    expect(s.status).toBe('error');
    expect(s.items.map(keyOf)).toEqual(['a']);
    expect(isFirstFailure(s)).toBe(false);
    s = listReducer<Item>(s, { type: 'request', request: 3 });
    expect(s.error).toBeNull();
    expect(s.status).toBe('loading');
  });

  it('reports a failed first page as a first failure', () => {
    const s = run([
      { type: 'request', request: 1 },
      { type: 'failure', request: 1, error: { code: -3, msg: 'HTTP 500' } },
    ]);
    expect(isFirstFailure(s)).toBe(true);
    expect(s.error).toEqual({ code: -3, msg: 'HTTP 500' });
  });

  it('ignores a failure of a superseded request', () => {
    const s = run([
      { type: 'request', request: 1 },
      { type: 'request', request: 2 },
      { type: 'failure', request: 1, error: { code: -1, msg: 'x' } },
    ]);
    expect(s.status).toBe('loading');
  });

  it('calls an empty first page empty, not loading', () => {
    const s = run([
      { type: 'request', request: 1 },
      { type: 'success', request: 1, page: page([], false), keyOf },
    ]);
    expect(isEmpty(s)).toBe(true);
    expect(isFirstLoad(s)).toBe(false);
  });
});

describe('appendUnique', () => {
  it('skips entries whose key is already listed', () => {
    expect(appendUnique([{ id: '1' }], [{ id: '1' }, { id: '2' }, { id: '2' }], keyOf).map(keyOf)).toEqual(['1', '2']);
  });

  it('concatenates when no key function is given', () => {
    expect(appendUnique([1], [1, 2])).toEqual([1, 1, 2]);
  });
});
