/**
 * `personal-list` widget: apps suggested for this user, paged with "more".
 * Markup: `<div data-widget="personal-list" data-count="10">…server list…</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { AppList, mountWithParams, pageCursor, readSpace } from '../content/index';
import { registerPersonalListMessages } from './messages';
import { parsePersonalPage, readPersonalListParams } from './app-feed';

/**
 * @example mount(document.querySelector('[data-widget="personal-list"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { api, i18n } = context.services;
  registerPersonalListMessages(i18n);
  return mountWithParams(element, context, 'personal-list', readPersonalListParams, (params, server) => (
    <AppList
      context={context}
      element={element}
      name="personal-list"
      server={server}
      space={readSpace(element, { spaceType: 'personal-list' })}
      label={i18n.t('personal.label')}
      emptyText={i18n.t('personal.empty')}
      load={(index, signal) => {
        const cursor = pageCursor(index, params.offset, params.count);
        return api
          .getPersonalList({ offset: cursor.offset, count: cursor.count }, { signal })
          .then((data) => parsePersonalPage(data, cursor));
      }}
    />
  ));
}
