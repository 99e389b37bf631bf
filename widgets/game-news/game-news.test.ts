import { describe, expect, it } from 'vitest';
import { parseGameNews, parseNewsItem, readGameNewsParams } from './game-news';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readGameNewsParams', () => {
  it('reads a comma list of app ids', () => {
    expect(readGameNewsParams(el({ 'data-app-ids': '1001, 1002' }))).toEqual({ value: { appIds: ['1001', '1002'], count: 0 } });
  });

  it('refuses a missing or malformed list', () => {
    expect('error' in readGameNewsParams(el({}))).toBe(true);
    expect('error' in readGameNewsParams(el({ 'data-app-ids': '1,<x>' }))).toBe(true);
  });
});

describe('parseGameNews', () => {
  it('flattens the fixture’s per-game news, carrying the game down', () => {
    const items = parseGameNews({ list: [
      { appId: 1001, appName: '星海战纪', news: [{ id: 10010, title: '星海战纪 新版本更新公告', url: '/news/10010.html', time: '2026-06-19' }] },
      { appId: 1002, appName: '梦幻仙侠传', news: [{ id: 10020, title: '停服维护通知', url: '/news/10020.html', time: '2026-06-17' }] },
    ] }, 0);
    expect(items.map((n) => [n.title, n.appName, n.appId, n.href, n.date])).toEqual([
      ['星海战纪 新版本更新公告', '星海战纪', '1001', '/news/10010.html', '2026-06-19'],
      ['停服维护通知', '梦幻仙侠传', '1002', '/news/10020.html', '2026-06-17'],
    ]);
  });

  it('reads a flat list and a map keyed by app id', () => {
    expect(parseGameNews([{ title: 'a', appId: 1 }], 0).map((n) => n.appId)).toEqual(['1']);
    expect(parseGameNews({ 7: [{ title: 'b' }] }, 0).map((n) => [n.appId, n.title])).toEqual([['7', 'b']]);
  });

  it('drops untitled items and unsafe links, and caps at count', () => {
    const items = parseGameNews([{ title: 'a', url: 'javascript:x' }, { url: '/n' }, { title: 'b' }, { title: 'c' }], 2);
    expect(items.map((n) => [n.title, n.href])).toEqual([['a', null], ['b', null]]);
    expect(parseGameNews(null, 0)).toEqual([]);
  });
});

describe('parseNewsItem', () => {
  it('keeps its own game over the carried one', () => {
    expect(parseNewsItem({ title: 't', appId: 2, appName: 'B' }, 0, { appId: '1', appName: 'A' })).toMatchObject({ appId: '2', appName: 'B' });
  });
});
