/**
 * A content list of apps (recs, specials' apps, beta list, personal list, UC recommendations):
 * the shared list view with `AppItem` rows, show and click logs with the space fields.
 */
import type { ReactNode } from 'react';
import type { WidgetContext } from '../../types';
import { AppItem } from './app-item';
import { contentAppKey, type ContentApp } from '../content-app';
import { ContentList } from '../content-list';
import type { Page } from '../list-state';
import type { ServerMarkup } from '../mount/mount-content';
import { logFields, type Space } from '../space';
import { track } from '../track';
import { useContentList } from '../use-content-list';

export interface AppListProps<T extends ContentApp> {
  context: WidgetContext;
  element: HTMLElement;
  /** Widget name: warnings, the `ppw-content--<name>` class and `pp:` event details. */
  name: string;
  space: Space;
  server: ServerMarkup;
  /** Accessible name of the list. */
  label: string;
  load: (index: number, signal: AbortSignal | undefined) => Promise<Page<T>>;
  /** Extra line(s) under an app, e.g. a beta date. */
  renderExtra?: (item: T) => ReactNode;
  emptyText?: string;
}

/**
 * @example
 * <AppList context={ctx} element={el} name="recs" space={space} server={server} label="相关推荐"
 *   load={(i, signal) => api.getRecs({ q }, { signal }).then((d) => toPage(d, parseContentApp, cursor(i)))} />
 */
export function AppList<T extends ContentApp>(props: AppListProps<T>) {
  const { context, element, name, space } = props;
  const { services } = context;
  const list = useContentList<T>({ context, element, name, load: props.load, keyOf: contentAppKey });
  const onShown = (items: T[], from: number) => {
    track(services.log, services.logger, 'show', logFields(space, {
      widget: name,
      appIds: items.map((i) => i.app.id).join(','),
      position: from,
      count: items.length,
    }));
  };
  const onClick = (item: T) => {
    track(services.log, services.logger, 'click', logFields(space, {
      widget: name,
      appId: item.app.id,
      appName: item.app.name,
      resourceType: item.app.resourceType,
      position: item.position,
    }));
  };
  return (
    <ContentList
      list={list}
      i18n={services.i18n}
      keyOf={contentAppKey}
      label={props.label}
      className={'ppw-content--' + name}
      emptyText={props.emptyText}
      server={props.server}
      onShown={onShown}
      renderItem={(item) => (
        <AppItem
          item={item}
          space={space}
          i18n={services.i18n}
          config={context.config}
          win={context.win}
          onClick={() => onClick(item)}
          extra={props.renderExtra ? props.renderExtra(item) : null}
        />
      )}
    />
  );
}
