import { describe, expect, it } from 'vitest';
import { pageCursor } from '../../src/lists/page';
import { parseFeedPage, readUcRecParams, UC_REC_COUNT } from './app-feed';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readUcRecParams', () => {
  it('defaults to offset 0 and count 100 (product-rules §9)', () => {
    expect(UC_REC_COUNT).toBe(100);
    expect(readUcRecParams(el({}))).toEqual({ value: { offset: 0, count: 100 } });
    expect(readUcRecParams(el({ 'data-count': '8' }))).toEqual({ value: { offset: 0, count: 8 } });
  });

  it('refuses malformed numbers', () => {
    expect('error' in readUcRecParams(el({ 'data-count': '8.5' }))).toBe(true);
  });
});

describe('parseFeedPage (uc-rec)', () => {
  it('reads the fixture’s page of apps with downloads and size', () => {
    const page = parseFeedPage(
      { list: [{ id: 1001, name: '星海战纪', downloadCount: 857876999, size: 106057728 }], offset: 0, count: 8, total: 24, hasMore: true, ch: 'pp_uc_smweb_rec' },
      pageCursor(0, 0, 8),
    );
    expect(page.items[0].app.downloadCount).toBe(857876999);
    expect(page.items[0].app.size).toBe(106057728);
    expect(page.hasMore).toBe(true);
  });

  it('reads missing fields and garbage tolerantly', () => {
    const page = parseFeedPage({ items: [{ appId: 3 }, 7, null] }, pageCursor(0, 0, 8));
    expect(page.items.map((i) => [i.app.id, i.app.name, i.app.downloadCount])).toEqual([['3', '', undefined]]);
    expect(page.hasMore).toBe(false);
  });
});
