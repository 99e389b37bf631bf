/**
 * `beta-list` widget: new games in beta around today, each with its date and a download.
 * Markup: `<div data-widget="beta-list" data-day-before="7" data-day-after="7" data-count="20"></div>`.
 */
import type { Unmount, WidgetContext } from '../../src/types';
import { mountWithParams, readSpace } from '../../src/lists/index';
import { AppList } from '../../src/lists/app-list/index';
import { parseBetaList, readBetaListParams, type BetaGame } from './beta-list';
import { registerBetaListMessages } from './messages';

/**
 * @example mount(document.querySelector('[data-widget="beta-list"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { api, i18n } = context.services;
  registerBetaListMessages(i18n);
  return mountWithParams(element, context, 'beta-list', readBetaListParams, (params, server) => (
    <AppList<BetaGame>
      context={context}
      element={element}
      name="beta-list"
      server={server}
      space={readSpace(element, { spaceType: 'beta-list' })}
      label={i18n.t('beta.label')}
      emptyText={i18n.t('beta.empty')}
      load={(_index, signal) =>
        api
          .getBetaGames({ dayBefore: params.dayBefore, dayAfter: params.dayAfter, count: params.count }, { signal })
          .then((data) => ({ items: parseBetaList(data), hasMore: false }))
      }
      renderExtra={(game) => {
        if (!game.date && !game.kind) return null;
        return (
          <span className="ppw-beta__when">
            {game.date ? <time dateTime={game.date}>{i18n.t('beta.date', { date: game.date })}</time> : null}
            {game.kind ? <span className="ppw-beta__kind">{game.kind}</span> : null}
          </span>
        );
      }}
    />
  ));
}

// The app icons' webp code (src/webp/), which the widget's definition (app/widgets.ts) requests
// beside this chunk only where config `webp.hosts` lists hosts, and gives before the first mount.
export { setWebp } from '../../src/lists/app-list/index';
