/**
 * `uc-rec` widget: the UC browser recommendations, paged with "more".
 * Markup: `<div data-widget="uc-rec" data-count="20">…server list…</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { AppList, mountWithParams, pageCursor, readSpace } from '../content/index';
import { registerUcRecMessages } from './messages';
import { parseUcRecPage, readUcRecParams } from '../app-feed/uc-rec';

/**
 * @example mount(document.querySelector('[data-widget="uc-rec"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { api, i18n } = context.services;
  registerUcRecMessages(i18n);
  return mountWithParams(element, context, 'uc-rec', readUcRecParams, (params, server) => (
    <AppList
      context={context}
      element={element}
      name="uc-rec"
      server={server}
      space={readSpace(element, { spaceType: 'uc-rec' })}
      label={i18n.t('ucRec.label')}
      emptyText={i18n.t('ucRec.empty')}
      load={(index, signal) => {
        const cursor = pageCursor(index, params.offset, params.count);
        return api
          .getUcRec({ offset: cursor.offset, count: cursor.count }, { signal })
          .then((data) => parseUcRecPage(data, cursor));
      }}
    />
  ));
}
