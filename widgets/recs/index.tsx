/**
 * `recs` widget: apps recommended for `data-q`, or the sibling sub-categories of
 * `data-app-id` (subcates). Markup: `<div data-widget="recs" data-q="消除">…server list…</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { ContentList, logFields, mountWithParams, readSpace, track, useContentList, type ServerMarkup } from '../../src/lists/index';
import { AppList } from '../../src/lists/app-list/index';
import { registerRecsMessages } from './messages';
import { parseRecs, parseSubcates, readRecsParams, type Subcate } from './recs';

function Subcates(props: { element: HTMLElement; context: WidgetContext; appId: string; count: number; server: ServerMarkup }) {
  const { context, element, appId } = props;
  const { services } = context;
  const space = readSpace(element, { spaceType: 'subcates', spaceId: appId });
  const keyOf = (c: Subcate) => c.id;
  const list = useContentList<Subcate>({
    context,
    element,
    name: 'recs',
    keyOf,
    load: (_index, signal) =>
      services.api.getSubcates({ appId }, { signal }).then((data) => {
        const all = parseSubcates(data);
        return { items: props.count > 0 ? all.slice(0, props.count) : all, hasMore: false };
      }),
  });
  return (
    <ContentList
      list={list}
      i18n={services.i18n}
      keyOf={keyOf}
      label={services.i18n.t('recs.subcatesLabel')}
      className="ppw-content--subcates"
      emptyText={services.i18n.t('recs.subcatesEmpty')}
      server={props.server}
      onShown={(items, from) =>
        track(services.log, services.logger, 'show', logFields(space, { widget: 'recs', position: from, count: items.length }))
      }
      renderItem={(c) =>
        c.href ? (
          <a
            className="ppw-tag"
            href={c.href}
            aria-current={c.current ? 'true' : undefined}
            onClick={() => track(services.log, services.logger, 'click', logFields(space, { widget: 'recs', subCategoryId: c.id }))}
          >
            {c.name}
          </a>
        ) : (
          <span className={'ppw-tag' + (c.current ? ' ppw-tag--current' : '')} aria-current={c.current ? 'true' : undefined}>
            {c.name}
          </span>
        )
      }
    />
  );
}

/**
 * @example mount(document.querySelector('[data-widget="recs"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { api, i18n } = context.services;
  registerRecsMessages(i18n);
  return mountWithParams(element, context, 'recs', readRecsParams, (params, server) => {
    if (params.mode === 'subcates') {
      return <Subcates element={element} context={context} appId={params.appId} count={params.count} server={server} />;
    }
    return (
      <AppList
        context={context}
        element={element}
        name="recs"
        server={server}
        space={readSpace(element, { spaceType: 'recs' })}
        label={i18n.t('recs.label')}
        emptyText={i18n.t('recs.empty')}
        load={(_index, signal) => api.getRecs({ q: params.q }, { signal }).then((data) => ({ items: parseRecs(data, params.count), hasMore: false }))}
      />
    );
  });
}

// The app icons' webp code (src/webp/), which the widget's definition (app/widgets.ts) requests
// beside this chunk only where config `webp.hosts` lists hosts, and gives before the first mount.
export { setWebp } from '../../src/lists/app-list/index';
