/**
 * Type test of `pp-widgets/react` (product-rules §17): props are the widgets' attributes in camelCase,
 * event props get the typed `detail`. Run: npx vitest run --config tests/types/vitest.config.ts
 */
import { createElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import {
  Comments, DownloadButton, GameNews, LuckyPanel, WidgetsProvider, usePPEvent, start,
  type DownloadButtonProps, type PPDownloadDetail, type Application,
} from '../../src/react/index';

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
});
