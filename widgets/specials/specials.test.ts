import { describe, expect, it } from 'vitest';
import { pageCursor } from '../../src/lists/page';
import { parseSpecial, parseSpecialApps, parseSpecialsPage, readSpecialsParams } from './specials';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readSpecialsParams', () => {
  it('reads one special’s apps with its source (proxy by default)', () => {
    expect(readSpecialsParams(el({ 'data-special-id': '301' }))).toEqual({ value: { mode: 'apps', specialId: '301', source: 'proxy' } });
    expect(readSpecialsParams(el({ 'data-special-id': '301', 'data-special-source': 'IOS' }))).toEqual({ value: { mode: 'apps', specialId: '301', source: 'ios' } });
  });

  it('reads an app’s specials with specialNum default 3', () => {
    expect(readSpecialsParams(el({ 'data-app-id': '1001' }))).toEqual({ value: { mode: 'app', appId: '1001', specialNum: 3 } });
    expect(readSpecialsParams(el({ 'data-appid': '1001', 'data-special-num': '5' }))).toEqual({ value: { mode: 'app', appId: '1001', specialNum: 5 } });
  });

  it('lists all specials 15 at a time when given no id (product-rules §9)', () => {
    expect(readSpecialsParams(el({}))).toEqual({ value: { mode: 'all', offset: 0, count: 15 } });
  });

  it('refuses an unknown source or a malformed id or number', () => {
    expect('error' in readSpecialsParams(el({ 'data-special-id': '1', 'data-special-source': 'ftp' }))).toBe(true);
    expect('error' in readSpecialsParams(el({ 'data-special-id': '' }))).toBe(true);
    expect('error' in readSpecialsParams(el({ 'data-app-id': '1', 'data-special-num': '-2' }))).toBe(true);
  });
});

describe('parseSpecial', () => {
  it('reads the fixture’s summary (imageUrl, description, apps)', () => {
    const s = parseSpecial({ specialId: 301, title: '国庆必玩', description: '长假宅家', imageUrl: '/img/special-301.svg', appCount: 6, apps: [{ id: 1001, name: '星海战纪' }, { bad: 1 }] }, 0)!;
    expect(s.id).toBe('301');
    expect(s.title).toBe('国庆必玩');
    expect(s.image).toBe('/img/special-301.svg');
    expect(s.brief).toBe('长假宅家');
    expect(s.href).toBeNull();
    expect(s.apps.map((a) => a.app.name)).toEqual(['星海战纪']);
  });

  it('drops entries without id and title, and unsafe image or link URLs', () => {
    expect(parseSpecial({ description: 'x' }, 0)).toBeNull();
    expect(parseSpecial('x', 0)).toBeNull();
    const s = parseSpecial({ name: '无编号', imageUrl: 'javascript:x', url: 'data:x' }, 4)!;
    expect(s.id).toBe('s4');
    expect(s.image).toBeNull();
    expect(s.href).toBeNull();
  });
});

describe('parseSpecialsPage', () => {
  it('pages all specials by the server’s hasMore', () => {
    const page = parseSpecialsPage({ list: [{ specialId: 1, title: 'a' }], offset: 0, count: 15, total: 20, hasMore: true }, pageCursor(0, 0, 15), true);
    expect(page.items).toHaveLength(1);
    expect(page.hasMore).toBe(true);
  });

  it('never pages an app’s specials', () => {
    expect(parseSpecialsPage({ list: [{ specialId: 1, title: 'a' }], hasMore: true }, pageCursor(0, 0, 3), false).hasMore).toBe(false);
  });
});

describe('parseSpecialApps', () => {
  it('reads apps under list (proxy, iOS), items (Android, wdj) or a special’s apps', () => {
    expect(parseSpecialApps({ specialId: 1, list: [{ id: 1 }, { id: 2 }] }).length).toBe(2);
    expect(parseSpecialApps({ specialId: 1, osVersion: 19, items: [{ id: 3 }] }).map((a) => a.app.id)).toEqual(['3']);
    expect(parseSpecialApps({ special: { apps: [{ appId: 4 }] } }).map((a) => a.app.id)).toEqual(['4']);
    expect(parseSpecialApps({ appList: [{ id: 5 }] }).map((a) => a.app.id)).toEqual(['5']);
  });

  it('drops duplicates and malformed entries, and reads garbage as no apps', () => {
    expect(parseSpecialApps([{ id: 1 }, { id: 1 }, null, { name: 'x' }]).map((a) => a.app.id)).toEqual(['1']);
    expect(parseSpecialApps('x')).toEqual([]);
    expect(parseSpecialApps(null)).toEqual([]);
  });
});
