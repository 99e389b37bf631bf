/**
 * `specials` widget: one special's apps (`data-special-id`), an app's specials
 * (`data-app-id`), or all specials paged by 15. See README.md for the markup.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { ContentList, logFields, mountWithParams, pageCursor, readSpace, track, useContentList, type ServerMarkup, type Space } from '../../src/lists/index';
import { AppList } from '../../src/lists/app-list/index';
import { registerSpecialsMessages } from './messages';
import {
  loadSpecialApps, parseSpecialApps, parseSpecialsPage, readSpecialsParams, type Special, type SpecialsParams,
} from './specials';

function SpecialView(props: { special: Special; onOpen: () => void }) {
  const { special } = props;
  const title = special.title || special.id;
  return (
    <div className="ppw-special">
      {special.image ? <img className="ppw-special__image" src={special.image} alt="" loading="lazy" decoding="async" /> : null}
      <span className="ppw-special__body">
        {special.href ? (
          <a className="ppw-special__title" href={special.href} onClick={props.onOpen}>{title}</a>
        ) : (
          <span className="ppw-special__title">{title}</span>
        )}
        {special.brief ? <span className="ppw-special__brief">{special.brief}</span> : null}
        {special.apps.length ? (
          <span className="ppw-special__apps">{special.apps.slice(0, 4).map((a) => a.app.name).filter(Boolean).join(' · ')}</span>
        ) : null}
      </span>
    </div>
  );
}

function SpecialsList(props: {
  element: HTMLElement;
  context: WidgetContext;
  params: Extract<SpecialsParams, { mode: 'app' | 'all' }>;
  space: Space;
  server: ServerMarkup;
}) {
  const { context, element, params, space } = props;
  const { services } = context;
  const list = useContentList<Special>({
    context,
    element,
    name: 'specials',
    keyOf: (s) => s.id,
    load: (index, signal) => {
      if (params.mode === 'app') {
        const cursor = pageCursor(0, 0, params.specialNum);
        return services.api
          .getSpecials({ appId: params.appId, specialNum: params.specialNum }, { signal })
          .then((data) => parseSpecialsPage(data, cursor, false));
      }
      const cursor = pageCursor(index, params.offset, params.count);
      return services.api
        .getAllSpecials({ offset: cursor.offset, count: cursor.count }, { signal })
        .then((data) => parseSpecialsPage(data, cursor, true));
    },
  });
  return (
    <ContentList
      list={list}
      i18n={services.i18n}
      keyOf={(s) => s.id}
      label={services.i18n.t('specials.label')}
      className="ppw-content--specials"
      emptyText={services.i18n.t('specials.empty')}
      server={props.server}
      onShown={(items, from) =>
        track(services.log, services.logger, 'show', logFields(space, {
          widget: 'specials', specialIds: items.map((s) => s.id).join(','), position: from, count: items.length,
        }))
      }
      renderItem={(special) => (
        <SpecialView
          special={special}
          onOpen={() => track(services.log, services.logger, 'click', logFields(space, { widget: 'specials', specialId: special.id }))}
        />
      )}
    />
  );
}

/**
 * @example mount(document.querySelector('[data-widget="specials"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { api, i18n } = context.services;
  registerSpecialsMessages(i18n);
  return mountWithParams(element, context, 'specials', readSpecialsParams, (params, server) => {
    if (params.mode === 'apps') {
      return (
        <AppList
          context={context}
          element={element}
          name="specials"
          server={server}
          space={readSpace(element, { spaceType: 'special', spaceId: params.specialId })}
          label={i18n.t('specials.appsLabel')}
          emptyText={i18n.t('specials.appsEmpty')}
          load={(_index, signal) =>
            loadSpecialApps(api, params.source, params.specialId, signal).then((data) => ({ items: parseSpecialApps(data), hasMore: false }))
          }
        />
      );
    }
    return (
      <SpecialsList
        element={element}
        context={context}
        params={params}
        space={readSpace(element, { spaceType: 'specials', spaceId: params.mode === 'app' ? params.appId : '' })}
        server={server}
      />
    );
  });
}

// The app icons' webp code (src/webp/), which the widget's definition (app/widgets.ts) requests
// beside this chunk only where config `webp.hosts` lists hosts, and gives before the first mount.
export { setWebp } from '../../src/lists/app-list/index';
