/**
 * `personal-list` and `uc-rec`: one widget, two feeds (see FEEDS in ./app-feed.ts); the
 * element's `data-widget` picks the feed. Paged with "more".
 * Markup: `<div data-widget="personal-list" data-count="10">…server list…</div>`,
 * `<div data-widget="uc-rec" data-count="20">…server list…</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { mountWithParams, pageCursor, readSpace } from '../../src/lists/index';
import { AppList } from '../../src/lists/app-list/index';
import { registerAppFeedMessages } from './messages';
import { FEEDS, feedOf, parseFeedPage, readFeedParams } from './app-feed';

/**
 * @example mount(document.querySelector('[data-widget="uc-rec"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const name = feedOf(element);
  const feed = FEEDS[name];
  const { api, i18n } = context.services;
  registerAppFeedMessages(i18n);
  return mountWithParams(element, context, name, (el) => readFeedParams(feed, el), (params, server) => (
    <AppList
      context={context}
      element={element}
      name={name}
      server={server}
      space={readSpace(element, { spaceType: name })}
      label={i18n.t(feed.texts + '.label')}
      emptyText={i18n.t(feed.texts + '.empty')}
      load={(index, signal) => {
        const cursor = pageCursor(index, params.offset, params.count);
        return api[feed.call]({ offset: cursor.offset, count: cursor.count }, { signal }).then((data) => parseFeedPage(data, cursor));
      }}
    />
  ));
}

// The app icons' webp code (src/webp/), which the widget's definition (app/widgets.ts) requests
// beside this chunk only where config `webp.hosts` lists hosts, and gives before the first mount.
export { setWebp } from '../../src/lists/app-list/index';
