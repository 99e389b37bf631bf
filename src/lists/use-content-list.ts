/**
 * `useList` plus what every content widget wants around it: a warning naming the element
 * when a call fails, and a bubbling `pp:more` event when the user asks for the next page.
 */
import type { WidgetContext } from '../types';
import type { Page } from './list-state';
import { useList, type ListHandle } from './use-list';

export interface ContentListOptions<T> {
  context: WidgetContext;
  element: HTMLElement;
  /** Widget name, for warnings. */
  name: string;
  load: (index: number, signal: AbortSignal | undefined) => Promise<Page<T>>;
  keyOf: (item: T) => string;
}

/**
 * @example const list = useContentList({ context, element, name: 'recs', load, keyOf: contentAppKey });
 */
export function useContentList<T>(options: ContentListOptions<T>): ListHandle<T> {
  const { context, element, name } = options;
  const list = useList<T>({
    load: options.load,
    keyOf: options.keyOf,
    onError: (error) => context.services.logger.warn(name + ': the call failed (' + error.code + ' ' + error.msg + ')', element),
  });
  return {
    ...list,
    more() {
      const { state } = list;
      if (state.status === 'ready' && state.hasMore) context.emit('more', { widget: name, page: state.pages + 1 }, element);
      list.more();
    },
  };
}
