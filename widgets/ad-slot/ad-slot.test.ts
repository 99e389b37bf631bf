import { describe, expect, it } from 'vitest';
import { parseAd, parseAds, readAdSlotParams } from './ad-slot';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readAdSlotParams', () => {
  it('needs data-space-id; offset 0 and one ad by default', () => {
    expect(readAdSlotParams(el({ 'data-space-id': '301' }))).toEqual({ value: { spaceId: '301', offset: 0, count: 1 } });
    expect(readAdSlotParams(el({ 'data-space-id': '301', 'data-offset': '2', 'data-count': '3' }))).toEqual({ value: { spaceId: '301', offset: 2, count: 3 } });
    expect(readAdSlotParams(el({}))).toEqual({ error: 'data-space-id is missing' });
  });
});

describe('parseAd', () => {
  it('reads the fixture’s ad with its app', () => {
    const ad = parseAd({ adId: 9001, title: '星海战纪 新赛季开启', imageUrl: '/img/ad-1.svg', link: '/detail.html?appId=1001', appId: 1001, app: { id: 1001, name: '星海战纪' } }, 0)!;
    expect(ad.key).toBe('9001');
    expect(ad.adId).toBe('9001');
    expect(ad.image).toBe('/img/ad-1.svg');
    expect(ad.href).toBe('/detail.html?appId=1001');
    expect(ad.app!.app.name).toBe('星海战纪');
  });

  it('reads an app given as the entry itself, without taking its id for the ad’s', () => {
    const ad = parseAd({ id: 5, appId: 5, appName: 'A' }, 0)!;
    expect(ad.adId).toBe('');
    expect(ad.key).toBe('app5');
    expect(ad.title).toBe('A');
  });

  it('drops ads that can show nothing or link nowhere safe', () => {
    expect(parseAd({ adId: 1, title: 'x' }, 0)).toBeNull();
    expect(parseAd({ adId: 1, title: 'x', url: 'javascript:alert(1)' }, 0)).toBeNull();
    expect(parseAd({ adId: 1, url: '/x' }, 0)).toBeNull();
    expect(parseAd(null, 0)).toBeNull();
  });
});

describe('parseAds', () => {
  it('caps at count and drops duplicates', () => {
    const data = { list: [{ adId: 1, title: 'a', link: '/a' }, { adId: 1, title: 'a', link: '/a' }, { adId: 2, title: 'b', link: '/b' }, { adId: 3, title: 'c', link: '/c' }] };
    expect(parseAds(data, 2).map((a) => a.key)).toEqual(['1', '2']);
    expect(parseAds('x', 2)).toEqual([]);
  });
});
