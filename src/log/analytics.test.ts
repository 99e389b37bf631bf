import { describe, expect, it, vi } from 'vitest';
import { sendAnalyticsEvent, splitTrackValue } from './analytics';

describe('splitTrackValue', () => {
  it('splits category-action-label on -', () => {
    expect(splitTrackValue('download-click-微信')).toEqual({ category: 'download', action: 'click', label: '微信' });
    expect(splitTrackValue('nav-open')).toEqual({ category: 'nav', action: 'open' });
  });

  it('keeps further dashes in the label', () => {
    expect(splitTrackValue('a-b-c-d')).toEqual({ category: 'a', action: 'b', label: 'c-d' });
  });

  it('returns null without a category and an action', () => {
    for (const v of ['', 'solo', '-x', 'x-', ' - ', null, undefined]) expect(splitTrackValue(v)).toBeNull();
  });
});

describe('sendAnalyticsEvent', () => {
  const ev = { category: 'c', action: 'a', label: 'l' };

  it('sends nothing without analytics globals', () => {
    expect(sendAnalyticsEvent({} as Window, ev)).toEqual([]);
    expect(sendAnalyticsEvent(undefined, ev)).toEqual([]);
  });

  it('pushes a _trackEvent to classic GA and Baidu', () => {
    const win = { _gaq: [] as unknown[], _hmt: [] as unknown[] };
    expect(sendAnalyticsEvent(win as unknown as Window, ev)).toEqual(['_gaq', '_hmt']);
    expect(win._gaq).toEqual([['_trackEvent', 'c', 'a', 'l']]);
    expect(win._hmt).toEqual([['_trackEvent', 'c', 'a', 'l']]);
  });

  it('leaves the label out when there is none', () => {
    const win = { _hmt: [] as unknown[] };
    sendAnalyticsEvent(win as unknown as Window, { category: 'c', action: 'a' });
    expect(win._hmt).toEqual([['_trackEvent', 'c', 'a']]);
  });

  it('prefers gtag, then ga, over _gaq, by beacon transport', () => {
    const gtag = vi.fn();
    const ga = vi.fn();
    const win = { gtag, ga, _gaq: [] as unknown[] };
    expect(sendAnalyticsEvent(win as unknown as Window, ev)).toEqual(['gtag']);
    expect(gtag).toHaveBeenCalledWith('event', 'a', { event_category: 'c', event_label: 'l', transport_type: 'beacon' });
    expect(ga).not.toHaveBeenCalled();
    const win2 = { ga, _gaq: [] as unknown[] };
    expect(sendAnalyticsEvent(win2 as unknown as Window, ev)).toEqual(['ga']);
    expect(ga).toHaveBeenCalledWith('send', 'event', 'c', 'a', 'l', { transport: 'beacon' });
  });

  it('skips a throwing global, reports it and still feeds the others', () => {
    const onError = vi.fn();
    const win = { ga: () => { throw new Error('ga broke'); }, _hmt: [] as unknown[] };
    expect(sendAnalyticsEvent(win as unknown as Window, ev, onError)).toEqual(['_hmt']);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'ga');
  });
});
