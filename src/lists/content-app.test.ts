import { describe, expect, it } from 'vitest';
import { contentAppKey, parseContentApp, safeHref } from './content-app';

describe('safeHref', () => {
  it('accepts http(s), protocol-relative and path URLs', () => {
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHref('HTTP://a.example')).toBe('HTTP://a.example');
    expect(safeHref('//cdn.example/x')).toBe('//cdn.example/x');
    expect(safeHref(' /detail/7 ')).toBe('/detail/7');
  });

  it('refuses script, data and other schemes, relative junk and non-strings', () => {
    for (const v of ['javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', 'vbscript:x', 'detail/7', '', '///x', 42, null, {}]) {
      expect(safeHref(v)).toBeNull();
    }
  });
});

describe('parseContentApp', () => {
  it('reads the normalised app plus link, brief and position', () => {
    const item = parseContentApp({ appId: 7, appName: '消消乐', detailUrl: '/detail/7', brief: ' 好玩 ', downloadCount: '12000' }, 3);
    expect(item).not.toBeNull();
    expect(item!.app.id).toBe('7');
    expect(item!.app.name).toBe('消消乐');
    expect(item!.app.downloadCount).toBe(12000);
    expect(item!.href).toBe('/detail/7');
    expect(item!.brief).toBe('好玩');
    expect(item!.position).toBe(3);
    expect(contentAppKey(item!)).toBe('7');
  });

  it('returns null for entries that are not apps', () => {
    for (const raw of [null, 'x', 5, [], {}, { name: 'no id' }]) expect(parseContentApp(raw, 0)).toBeNull();
  });

  it('leaves out a missing or unsafe link and a missing brief', () => {
    const item = parseContentApp({ id: 1, url: 'javascript:alert(1)', brief: 3 }, 0)!;
    expect(item.href).toBeNull();
    expect(item.brief).toBe('');
    expect(item.app.name).toBe('');
  });
});
