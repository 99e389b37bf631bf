/**
 * `recs` widget: apps recommended for `data-q`, or apps like `data-app-id` (subcates).
 * Markup: `<div data-widget="recs" data-q="消除">…server list…</div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { AppList } from '../content/app-list';
import { mountWithParams } from '../content/mount-content';
import { readSpace } from '../content/space';
import { registerRecsMessages } from './messages';
import { parseRecs, readRecsParams } from './recs';

/**
 * @example mount(document.querySelector('[data-widget="recs"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { api, i18n } = context.services;
  registerRecsMessages(i18n);
  return mountWithParams(element, context, 'recs', readRecsParams, (params, server) => (
    <AppList
      context={context}
      element={element}
      name="recs"
      server={server}
      space={readSpace(element, { spaceType: params.mode, spaceId: params.mode === 'recs' ? params.q : params.appId })}
      label={i18n.t(params.mode === 'recs' ? 'recs.label' : 'recs.subcatesLabel')}
      emptyText={i18n.t('recs.empty')}
      load={(_index, signal) =>
        (params.mode === 'recs'
          ? api.getRecs({ q: params.q }, { signal })
          : api.getSubcates({ appId: params.appId }, { signal })
        ).then((data) => ({ items: parseRecs(data, params.count), hasMore: false }))
      }
    />
  ));
}
