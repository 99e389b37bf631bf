/**
 * `game-news` widget: the latest news of the games in `data-app-ids`.
 * Markup: `<div data-widget="game-news" data-app-ids="101,102">…server list…</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { ContentList, logFields, mountWithParams, readSpace, track, useContentList, type ServerMarkup } from '../../src/lists/index';
import { parseGameNews, readGameNewsParams, type GameNewsParams, type NewsItem } from './game-news';
import { registerGameNewsMessages } from './messages';

function NewsView(props: { item: NewsItem; onOpen: () => void }) {
  const { item } = props;
  return (
    <div className="ppw-news">
      {item.image ? <img className="ppw-news__image" src={item.image} alt="" loading="lazy" decoding="async" /> : null}
      <span className="ppw-news__body">
        {item.href ? (
          <a className="ppw-news__title" href={item.href} onClick={props.onOpen}>{item.title}</a>
        ) : (
          <span className="ppw-news__title">{item.title}</span>
        )}
        {item.summary ? <span className="ppw-news__summary">{item.summary}</span> : null}
        <span className="ppw-news__meta">
          {item.appName ? <span className="ppw-news__game">{item.appName}</span> : null}
          {item.date ? <time className="ppw-news__date" dateTime={item.date}>{item.date}</time> : null}
        </span>
      </span>
    </div>
  );
}

function GameNews(props: { element: HTMLElement; context: WidgetContext; params: GameNewsParams; server: ServerMarkup }) {
  const { context, element, params } = props;
  const { services } = context;
  const space = readSpace(element, { spaceType: 'game-news' });
  const keyOf = (n: NewsItem) => n.key;
  const list = useContentList<NewsItem>({
    context,
    element,
    name: 'game-news',
    keyOf,
    load: (_index, signal) =>
      services.api
        .getMultiGameNews({ appIds: params.appIds }, { signal })
        .then((data) => ({ items: parseGameNews(data, params.count), hasMore: false })),
  });
  return (
    <ContentList
      list={list}
      i18n={services.i18n}
      keyOf={keyOf}
      label={services.i18n.t('news.label')}
      className="ppw-content--game-news"
      emptyText={services.i18n.t('news.empty')}
      server={props.server}
      onShown={(items, from) =>
        track(services.log, services.logger, 'show', logFields(space, { widget: 'game-news', appIds: params.appIds.join(','), position: from, count: items.length }))
      }
      renderItem={(item) => (
        <NewsView
          item={item}
          onOpen={() => track(services.log, services.logger, 'click', logFields(space, { widget: 'game-news', appId: item.appId, position: list.state.items.indexOf(item) }))}
        />
      )}
    />
  );
}

/**
 * @example mount(document.querySelector('[data-widget="game-news"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  registerGameNewsMessages(context.services.i18n);
  return mountWithParams(element, context, 'game-news', readGameNewsParams, (params, server) => (
    <GameNews element={element} context={context} params={params} server={server} />
  ));
}
