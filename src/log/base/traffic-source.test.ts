import { describe, expect, it } from 'vitest';
import { hostOf, SEARCH_ENGINE_HOSTS, siteOf, trafficSource } from './traffic-source';

describe('trafficSource', () => {
  it.each([
    ['https://www.baidu.com/s?wd=pp', 'search'],
    ['https://m.baidu.com/from=844b/s?word=x', 'search'],
    ['https://www.sogou.com/web?query=x', 'search'],
    ['https://m.so.com/s?q=x', 'search'],
    ['https://m.sm.cn/s?q=x', 'search'],
    ['https://quark.sm.cn/s?q=x', 'search'],
    ['https://www.google.com.hk/', 'search'],
    ['https://cn.bing.com/search?q=x', 'search'],
    ['https://www.25pp.com/android/', 'inner'],
    ['http://m.25pp.com/detail/1', 'inner'],
    ['https://25pp.com', 'inner'],
    ['', 'direct'],
    ['https://weibo.com/u/1', 'referral'],
    ['https://notbaidu.com/', 'referral'],
    ['https://baidu.com.evil.example/', 'referral'],
  ])('classifies a referrer of %j as %s', (referrer, expected) => {
    expect(trafficSource(referrer, 'www.25pp.com')).toBe(expected);
  });

  it('counts another product domain as referral', () => {
    expect(trafficSource('https://www.wandoujia.com/apps', 'www.25pp.com')).toBe('referral');
  });

  it('tells sites apart under two-letter country second levels', () => {
    expect(trafficSource('https://a.shop.com.cn/', 'www.store.com.cn')).toBe('referral');
    expect(trafficSource('https://m.store.com.cn/', 'www.store.com.cn')).toBe('inner');
  });

  it.each([[null], [undefined], [42], ['not a url'], ['javascript:alert(1)'], [{}]])('treats %j as direct without throwing', (referrer) => {
    expect(trafficSource(referrer, 'www.25pp.com')).toBe('direct');
  });

  it('keeps the search engines as a data list', () => {
    expect(SEARCH_ENGINE_HOSTS).toContain('baidu.com');
    expect(SEARCH_ENGINE_HOSTS).toContain('sm.cn');
  });
});

describe('hostOf', () => {
  it('reads the host of absolute and protocol-relative URLs, skipping credentials and port', () => {
    expect(hostOf('https://User:pw@Example.COM:8080/x?y#z')).toBe('example.com');
    expect(hostOf('//cdn.example.com/a.png')).toBe('cdn.example.com');
    expect(hostOf('/relative/path')).toBe('');
  });
});

describe('siteOf', () => {
  it('keeps the registrable part of a host', () => {
    expect(siteOf('a.b.example.com')).toBe('example.com');
    expect(siteOf('www.example.com.cn')).toBe('example.com.cn');
    expect(siteOf('localhost')).toBe('localhost');
  });
});
