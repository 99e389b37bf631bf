/**
 * `pp-widgets/react` (product-rules §17): the components render the script-tag markup, the provider
 * runs the widgets, a prop change gives the new app, StrictMode starts once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { StrictMode, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import {
  AdSlot, BackToTop, BetaList, Comments, DownloadButton, GameNews, LuckyPanel, PersonalList, Recs, Score,
  SearchBox, Specials, UcRec, WidgetsProvider, getApplication, usePPEvent, type PPDownloadDetail,
} from './index';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Same element, attributes (in any order) and content. */
function sameMarkup(actual: string, expected: string): void {
  const parse = (html: string) => {
    const t = document.createElement('template');
    t.innerHTML = html;
    return t.content;
  };
  const a = parse(actual);
  const e = parse(expected);
  expect(a.isEqualNode(e), `${actual}\n  is not\n${expected}`).toBe(true);
}

afterEach(async () => {
  cleanup();
  await tick();
  document.body.innerHTML = '';
});

describe('components', () => {
  // The markup of each widget's README (widgets/<name>/README.md), as a template writes it.
  const cases: [string, ReactElement, string][] = [
    [
      'DownloadButton',
      <DownloadButton href="/download/apk?appId=123" app={{ id: 123, versionId: 9, name: '示例', packageName: 'com.example', versionCode: 10, versionName: '1.0.0', iconUrl: 'https://x/icon.png', resourceType: 1, categoryId: 5, subCategoryId: 51, requireId: 1 }} downloadTips tips="install">下载</DownloadButton>,
      '<a data-widget="download" href="/download/apk?appId=123" data-id="123" data-version-id="9" data-name="示例" data-package-name="com.example" data-version-code="10" data-version-name="1.0.0" data-icon-url="https://x/icon.png" data-resource-type="1" data-category-id="5" data-sub-category-id="51" data-require-id="1" data-download-tips="1" data-tips="install">下载</a>',
    ],
    [
      'SearchBox',
      <SearchBox ctoken="t"><label htmlFor="q">搜索</label><input id="q" name="q" type="search" autoComplete="off" /><button>搜索</button></SearchBox>,
      '<form data-widget="search" action="/search" method="get" data-ctoken="t" role="search"><label for="q">搜索</label><input id="q" name="q" type="search" autocomplete="off"><button>搜索</button></form>',
    ],
    ['BackToTop', <BackToTop />, '<div data-widget="back-to-top"></div>'],
    ['LuckyPanel', <LuckyPanel activityId={42}><a href="/pp/apk">下载</a></LuckyPanel>, '<div data-widget="lucky" data-activity-id="42"><a href="/pp/apk">下载</a></div>'],
    ['Score', <Score appId={1001} versionId={53003}><p>4.6分</p></Score>, '<div data-widget="score" data-app-id="1001" data-version-id="53003"><p>4.6分</p></div>'],
    ['Comments', <Comments appId="1001" />, '<div data-widget="comments" data-app-id="1001"></div>'],
    ['Recs', <Recs q="星海战纪" spaceType="list" spaceId="detail-recs" />, '<div data-widget="recs" data-q="星海战纪" data-space-type="list" data-space-id="detail-recs"></div>'],
    ['Specials', <Specials specialId={301} specialSource="android" />, '<div data-widget="specials" data-special-id="301" data-special-source="android"></div>'],
    ['BetaList', <BetaList dayBefore={7} dayAfter={7} count={20} />, '<div data-widget="beta-list" data-day-before="7" data-day-after="7" data-count="20"></div>'],
    ['PersonalList', <PersonalList count={10} />, '<div data-widget="personal-list" data-count="10"></div>'],
    ['AdSlot', <AdSlot spaceId={301} spaceName="页面底部广告" />, '<div data-widget="ad-slot" data-space-id="301" data-space-name="页面底部广告"></div>'],
    ['UcRec', <UcRec count={20} />, '<div data-widget="uc-rec" data-count="20"></div>'],
    ['GameNews', <GameNews appIds={[1001, 1002]} count={6}><a href="/news">全部资讯</a></GameNews>, '<div data-widget="game-news" data-app-ids="1001,1002" data-count="6"><a href="/news">全部资讯</a></div>'],
  ];

  it.each(cases)('%s renders on a server the markup of the script-tag path', (_name, element, markup) => {
    sameMarkup(renderToString(element), markup);
  });

  it('writes the download-tips opt-out as "0" and leaves out absent props', () => {
    sameMarkup(renderToString(<DownloadButton appId={7} downloadTips={false} />), '<a data-widget="download" data-id="7" data-download-tips="0"></a>');
  });
});

describe('WidgetsProvider', () => {
  it('starts the runtime for its subtree, injects the styles, and stops on unmount', async () => {
    const { unmount } = render(
      <WidgetsProvider config={{ locale: 'en' }}>
        <DownloadButton appId={1} href="/download/apk?appId=1">Get</DownloadButton>
      </WidgetsProvider>,
    );
    await act(tick);
    const app = getApplication();
    // start() leaves its steps to the scheduler's slices, which a loaded machine spreads over
    // several tasks; scan() finishes a start under way at once (a signal, not a guessed wait).
    act(() => app.scan());
    expect(app.inspect().map((i) => i.widget)).toContain('download');
    expect(document.querySelectorAll('style[data-ppw]').length).toBeGreaterThan(0);
    unmount();
    await tick();
    expect(app.inspect()).toEqual([]);
    expect(document.querySelectorAll('style[data-ppw]').length).toBe(0);
  });

  it('starts once under StrictMode (effects mounted, unmounted and mounted again)', async () => {
    const app = getApplication();
    const calls: string[] = [];
    const { start, stop } = app;
    app.start = (c) => (calls.push('start'), start(c));
    app.stop = () => (calls.push('stop'), stop());
    try {
      const { unmount } = render(
        <StrictMode>
          <WidgetsProvider>
            <Comments appId={1} />
          </WidgetsProvider>
        </StrictMode>,
      );
      await act(tick);
      expect(calls).toEqual(['start']);
      unmount();
      await tick();
      expect(calls).toEqual(['start', 'stop']);
    } finally {
      app.start = start;
      app.stop = stop;
    }
  });
});

describe('a prop change', () => {
  const urls: string[] = [];
  function Page() {
    const [appId, setAppId] = useState(1);
    const [seen, setSeen] = useState<PPDownloadDetail[]>([]);
    usePPEvent('pp:download', (e) => setSeen((s) => s.concat(e.detail)));
    return (
      <WidgetsProvider>
        <button type="button" onClick={() => setAppId(2)}>next</button>
        <DownloadButton appId={appId} app={{ id: 0, name: 'App ' + appId }} href={'/download/apk?appId=' + appId} onDownload={(e) => {
          if (e.detail.action === 'download') urls.push(e.detail.url);
          setSeen((s) => s.concat({ ...e.detail, appId: 'prop:' + e.detail.appId }));
        }}>
          Get {String(appId)}
        </DownloadButton>
        <output>{seen.map((d) => d.appId).join(',')}</output>
      </WidgetsProvider>
    );
  }

  it('replaces the widget: the button downloads the new app', async () => {
    const { container, getByText } = render(<Page />);
    await act(tick);
    const button = () => container.querySelector('[data-widget="download"]') as HTMLAnchorElement;
    const first = button();
    expect(first.getAttribute('data-id')).toBe('1');
    fireEvent.click(getByText('next'));
    await act(tick);
    expect(button()).not.toBe(first);
    expect(button().getAttribute('data-id')).toBe('2');
    expect(button().getAttribute('data-name')).toBe('App 2');
    expect(button().textContent).toBe('Get 2');
    fireEvent.click(button());
    // The widget's code loads on the click (held and replayed): the first load takes a while here.
    await waitFor(() => expect(container.querySelector('output')!.textContent).toBe('prop:2,2'), { timeout: 10_000 });
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/appId=2\b/);
  });
});
