import { describe, expect, it } from 'vitest';
import { parseRecs, parseSubcates, readRecsParams } from './recs';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readRecsParams', () => {
  it('prefers data-q, else falls back to subcates of the app', () => {
    expect(readRecsParams(el({ 'data-q': ' 消除 ', 'data-app-id': '1' }))).toEqual({ value: { mode: 'recs', q: '消除', count: 0 } });
    expect(readRecsParams(el({ 'data-app-id': '1', 'data-count': '4' }))).toEqual({ value: { mode: 'subcates', appId: '1', count: 4 } });
    expect(readRecsParams(el({ 'data-q': 'x', 'data-appid': '2', 'data-mode': 'subcates' }))).toEqual({ value: { mode: 'subcates', appId: '2', count: 0 } });
  });

  it('refuses an element with neither, or an overlong query', () => {
    expect('error' in readRecsParams(el({}))).toBe(true);
    expect('error' in readRecsParams(el({ 'data-q': 'x'.repeat(101) }))).toBe(true);
  });
});

describe('parseRecs', () => {
  it('reads the fixture’s { q, list } of apps', () => {
    const apps = parseRecs({ q: '消除', list: [{ id: 1003, name: '天天爱消除', downloadCount: 2484, size: 1024 }, { id: 1006, name: '口袋农场' }] }, 0);
    expect(apps.map((a) => a.app.name)).toEqual(['天天爱消除', '口袋农场']);
    expect(apps[0].app.downloadCount).toBe(2484);
  });

  it('flattens groups, drops duplicates and non-apps, and caps at count', () => {
    const data = [{ name: '休闲', apps: [{ id: 1 }, { id: 2 }] }, { id: 2 }, 'junk', { appId: 3, appName: 'C' }, { id: 4 }];
    expect(parseRecs(data, 0).map((a) => a.app.id)).toEqual(['1', '2', '3', '4']);
    expect(parseRecs(data, 2).map((a) => a.app.id)).toEqual(['1', '2']);
  });

  it('reads malformed answers as no apps', () => {
    for (const d of [null, 'x', { list: 5 }, [null, 1]]) expect(parseRecs(d, 0)).toEqual([]);
  });
});

describe('parseSubcates', () => {
  it('reads the fixture’s sub-categories with the current one marked', () => {
    const list = parseSubcates({ categoryId: 5, categoryName: '角色扮演', list: [{ id: 51, name: '角色扮演', current: true }, { id: 52, name: '休闲益智', current: false }] });
    expect(list).toEqual([
      { id: '51', name: '角色扮演', href: null, current: true },
      { id: '52', name: '休闲益智', href: null, current: false },
    ]);
  });

  it('keeps safe links only and drops nameless entries', () => {
    const list = parseSubcates([{ id: 1, name: 'A', url: '/c/1' }, { id: 2, name: 'B', url: 'javascript:x' }, { id: 3 }, null]);
    expect(list.map((c) => [c.name, c.href])).toEqual([['A', '/c/1'], ['B', null]]);
  });
});
