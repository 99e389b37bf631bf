import { describe, expect, it } from 'vitest';
import type { StoreClient } from '../types';
import { CHANNEL_BY_P, channelAndSource, DEFAULT_CHANNEL } from './channel-source';

const TB = 'tb_helper';

function cs(p: string | null, client: StoreClient | null = null, chSrc: string | null = null) {
  return channelAndSource({ p, client, chSrc, tbChSrc: TB });
}

describe('channelAndSource', () => {
  // product-rules §9 "Channel and source by p", one row each.
  it.each([
    ['p', 'pp', 1000],
    ['t', 'tb', 1000],
    ['z', 'zb', 2000],
    ['y', 'yy', 2000],
    ['w', 'wdj', 3000],
    ['sq', 'sq', 4000],
  ])('maps p=%s to %s/%i in a browser', (p, channel, source) => {
    expect(cs(p)).toEqual({ channel, source });
  });

  it.each([[null], [''], ['x'], ['P'], ['toString'], ['__proto__']])('defaults p=%j to pp/1000', (p) => {
    expect(cs(p)).toEqual({ channel: 'pp', source: 1000 });
  });

  // product-rules §9 client rules, one row each; they win over any p.
  it('gives the Android client or plugin source 1000, channel tb for the helper assistant ch_src', () => {
    expect(cs(null, 'android', TB)).toEqual({ channel: 'tb', source: 1000 });
    expect(cs('w', 'android', TB)).toEqual({ channel: 'tb', source: 1000 });
  });

  it('gives the Android client or plugin channel pp for any other ch_src', () => {
    expect(cs(null, 'android', 'other')).toEqual({ channel: 'pp', source: 1000 });
    expect(cs('t', 'android', null)).toEqual({ channel: 'pp', source: 1000 });
    expect(channelAndSource({ p: null, client: 'android', chSrc: '', tbChSrc: '' })).toEqual({ channel: 'pp', source: 1000 });
  });

  it('gives the iOS client source 2000, zb for ppzb and yy otherwise', () => {
    expect(cs(null, 'ppzb')).toEqual({ channel: 'zb', source: 2000 });
    expect(cs('y', 'ppzb')).toEqual({ channel: 'zb', source: 2000 });
    expect(cs(null, 'ppyy')).toEqual({ channel: 'yy', source: 2000 });
    expect(cs('z', 'ppyy')).toEqual({ channel: 'yy', source: 2000 });
  });

  it('gives the wdj client wdj/3000', () => {
    expect(cs(null, 'wdj')).toEqual({ channel: 'wdj', source: 3000 });
    expect(cs('sq', 'wdj')).toEqual({ channel: 'wdj', source: 3000 });
  });

  it('gives the reader client sq/4000', () => {
    expect(cs(null, 'reader')).toEqual({ channel: 'sq', source: 4000 });
    expect(cs('p', 'reader')).toEqual({ channel: 'sq', source: 4000 });
  });

  it('leaves the desktop client on the p table', () => {
    expect(cs('w', 'desktop')).toEqual({ channel: 'wdj', source: 3000 });
    expect(cs(null, 'desktop')).toEqual({ channel: 'pp', source: 1000 });
  });

  it('returns a fresh object each time, so the tables cannot be changed through it', () => {
    const result = cs('t');
    result.channel = 'changed';
    expect(CHANNEL_BY_P.t.channel).toBe('tb');
    expect(cs(null)).toEqual(DEFAULT_CHANNEL);
  });
});
