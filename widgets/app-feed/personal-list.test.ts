import { describe, expect, it } from 'vitest';
import { pageCursor } from '../../src/lists/page';
import { parseFeedPage, readPersonalListParams } from './app-feed';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readPersonalListParams', () => {
  it('defaults to offset 0 and 10 a page', () => {
    expect(readPersonalListParams(el({}))).toEqual({ value: { offset: 0, count: 10 } });
    expect(readPersonalListParams(el({ 'data-offset': '20', 'data-count': '5' }))).toEqual({ value: { offset: 20, count: 5 } });
  });

  it('refuses malformed numbers', () => {
    expect('error' in readPersonalListParams(el({ 'data-offset': '-1' }))).toBe(true);
    expect('error' in readPersonalListParams(el({ 'data-count': '1000' }))).toBe(true);
  });
});

describe('parseFeedPage (personal-list)', () => {
  it('reads the fixture’s page with the reason as the brief', () => {
    const page = parseFeedPage({ list: [{ id: 1001, name: '星海战纪', reason: '玩过同类游戏的人也在玩' }], offset: 0, count: 10, total: 24, hasMore: true }, pageCursor(0, 0, 10));
    expect(page.items[0].brief).toBe('玩过同类游戏的人也在玩');
    expect(page.hasMore).toBe(true);
  });

  it('drops malformed entries and reads garbage as an empty last page', () => {
    expect(parseFeedPage({ list: [{ name: 'no id' }, { id: 2 }] }, pageCursor(0, 0, 10)).items.map((i) => i.app.id)).toEqual(['2']);
    expect(parseFeedPage('oops', pageCursor(0, 0, 10))).toEqual({ items: [], hasMore: false });
  });
});
