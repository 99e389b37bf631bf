import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeApp, toAppList, toList } from './normalize';

describe('toList', () => {
  it('returns data itself when it is an array', () => {
    const data = [1, 2];
    expect(toList(data)).toBe(data);
  });

  it.each(['list', 'items', 'content'])('finds the list under %s', (key) => {
    expect(toList({ [key]: ['a'], total: 1 })).toEqual(['a']);
  });

  it('prefers list over items and content', () => {
    expect(toList({ content: [3], items: [2], list: [1] })).toEqual([1]);
  });

  it('gives [] for anything else without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const out = toList(x);
        return Array.isArray(out);
      }),
    );
    expect(toList({ list: 'nope' })).toEqual([]);
    expect(toList(null)).toEqual([]);
  });
});

describe('normalizeApp', () => {
  it('reads the product-rules §3 field names', () => {
    const app = normalizeApp({
      id: 7, name: '星海战纪', iconUrl: '/i.svg', packageName: 'com.x', versionId: 9, versionCode: '10',
      versionName: '1.0', resourceType: '1', categoryId: 5, subCategoryId: 51, requireId: 1, downloadCount: 12345, size: 2048,
    });
    expect(app).toMatchObject({
      id: '7', name: '星海战纪', iconUrl: '/i.svg', packageName: 'com.x', versionId: '9', versionCode: 10,
      versionName: '1.0', resourceType: 1, categoryId: '5', subCategoryId: '51', requireId: 1, downloadCount: 12345, size: 2048,
    });
  });

  it('reads appId and appName, and requireID under appOpExtInfo.misc', () => {
    expect(normalizeApp({ appId: '8', appName: '口袋农场', appOpExtInfo: { misc: { requireID: 1 } } })).toMatchObject({
      id: '8', name: '口袋农场', requireId: 1,
    });
  });

  it('returns null without an id or for a non-object', () => {
    expect(normalizeApp({ name: 'x' })).toBeNull();
    expect(normalizeApp('x')).toBeNull();
    expect(normalizeApp(null)).toBeNull();
    expect(normalizeApp([{ id: 1 }])).toBeNull();
  });

  it('leaves out missing or malformed optional fields', () => {
    const app = normalizeApp({ id: 1, size: 'big', versionCode: null, downloadCount: NaN });
    expect(app).not.toBeNull();
    expect(app!.name).toBe('');
    expect('size' in app!).toBe(false);
    expect('versionCode' in app!).toBe(false);
    expect('downloadCount' in app!).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (x) => {
      const app = normalizeApp(x);
      return app === null || typeof app.id === 'string';
    }));
  });
});

describe('toAppList', () => {
  it('keeps only readable apps', () => {
    expect(toAppList({ items: [{ id: 1 }, { foo: 2 }, null] }).map((a) => a.id)).toEqual(['1']);
  });
});
