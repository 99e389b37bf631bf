/**
 * Texts shared by every content list (zh-CN default, English), keys namespaced `content.`.
 * Pages override any of them through config `messages` (product-rules §12).
 */
import type { I18n } from '../../types';

export const contentMessages = {
  'zh-CN': {
    'content.loading': '正在加载…',
    'content.empty': '暂无内容',
    'content.failed': '加载失败',
    'content.retry': '重试',
    'content.more': '加载更多',
    'content.moreFailed': '加载失败，点击重试',
    'content.end': '没有更多了',
    'content.downloads': '{count}次下载',
    'content.size': '{size}',
    'content.icon': '{name}的图标',
  },
  en: {
    'content.loading': 'Loading…',
    'content.empty': 'Nothing here yet',
    'content.failed': 'Could not load',
    'content.retry': 'Retry',
    'content.more': 'Load more',
    'content.moreFailed': 'Could not load more. Retry',
    'content.end': 'No more items',
    'content.downloads': '{count} downloads',
    'content.size': '{size}',
    'content.icon': 'Icon of {name}',
  },
};

/** Adds the shared texts (safe to call from every widget; later config `messages` still win). */
export function registerContentMessages(i18n: I18n): void {
  i18n.register(contentMessages);
}
