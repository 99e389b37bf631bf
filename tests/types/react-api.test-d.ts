/**
 * Type test of `pp-widgets/react` (product-rules §17): props are the widgets' attributes in camelCase,
 * event props get the typed `detail`. Run: npx vitest run --config tests/types/vitest.config.ts
 */
import { createElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import {
  Comments, DownloadButton, GameNews, LuckyPanel, Recs, Score, SearchBox, Specials, WidgetsProvider, usePPEvent, start,
  type DownloadButtonProps, type PPDownloadDetail, type Application, type RecsProps, type SearchBoxProps, type ScoreProps,
} from '../../app/react/index';

describe('pp-widgets/react', () => {
  it('types each widget\'s attributes and events', () => {
    createElement(WidgetsProvider, { config: { locale: 'en' } });
    createElement(DownloadButton, {
      app: { id: 1, name: 'A', requireId: true }, href: '/d', downloadTips: false,
      onDownload: (e) => expectTypeOf(e.detail).toEqualTypeOf<PPDownloadDetail>(),
    });
    createElement(Comments, { appId: 1001, count: 5, onMore: (e) => expectTypeOf(e.detail.page).toBeNumber() });
    createElement(GameNews, { appIds: [1, 2] });
    createElement(LuckyPanel, { activityId: '42', onDraw: (e) => expectTypeOf(e.detail.activityId).toBeString() });
    // @ts-expect-error: the lucky panel needs its activity
    createElement(LuckyPanel, {});
    // @ts-expect-error: a download mode is apk, url or dot
    const bad: DownloadButtonProps = { downloadMode: 'ftp' };
    void bad;
    usePPEvent('pp:error', (e) => expectTypeOf(e.detail.widget).toBeString());
    expectTypeOf(start).returns.toEqualTypeOf<Application>();
  });

  it('is as strict as the runtime: required props required, enumerations literal', () => {
    // What the runtime accepts.
    createElement(DownloadButton, { appId: 7 });
    createElement(DownloadButton, { app: { id: 7, resourceType: 'game' }, tips: 'gift', hydrate: 'visible', nativeActions: ['follow'] });
    createElement(DownloadButton, { appId: 7, app: { name: 'A' }, downloadTips: 0 });
    createElement(SearchBox, { ctoken: 'ct-1' });
    createElement(Score, { appId: 1, versionId: 9 });
    createElement(Recs, { q: '星' });
    createElement(Recs, { appId: 1, mode: 'subcates' });
    createElement(Specials, { specialId: 3, specialSource: 'wdj' });

    // @ts-expect-error: a download button needs app or appId
    const noApp: DownloadButtonProps = { href: '/download/apk?appId=7' };
    // @ts-expect-error: app needs its id when appId is not given
    const appWithoutId: DownloadButtonProps = { app: { name: 'A' } };
    // @ts-expect-error: the search box needs the page's ctoken (without it the box never mounts)
    const noToken: SearchBoxProps = {};
    // @ts-expect-error: a score needs versionId
    const noVersion: ScoreProps = { appId: 1 };
    // @ts-expect-error: recs need q or appId
    const noQuery: RecsProps = { mode: 'recs' };
    // @ts-expect-error: hydrate is load, idle, visible or interaction
    const badHydrate: ScoreProps = { appId: 1, versionId: 9, hydrate: 'lazy' };
    // @ts-expect-error: tips is install, reserve or gift
    const badTips: DownloadButtonProps = { appId: 7, tips: 'promo' };
    // @ts-expect-error: recs mode is recs or subcates
    const badMode: RecsProps = { q: 'x', mode: 'list' };
    // @ts-expect-error: resourceType is soft/0 or game/1
    const badType: DownloadButtonProps = { app: { id: 7, resourceType: 'app' } };
    // @ts-expect-error: specialSource is proxy, android, ios or wdj
    createElement(Specials, { specialSource: 'web' });
    // @ts-expect-error: native actions are ignoreUpdate, follow, collect, order
    const badAction: DownloadButtonProps = { appId: 7, nativeActions: ['share'] };
    void [noApp, appWithoutId, noToken, noVersion, noQuery, badHydrate, badTips, badMode, badType, badAction];
  });
});
