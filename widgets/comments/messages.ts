/** Texts of the hot-comments widget (zh-CN default, English); keys `comments.`. */
import type { I18n } from '../../src/types';

export const commentsMessages = {
  'zh-CN': {
    'comments.label': '热门评论',
    'comments.empty': '还没有评论',
    'comments.anonymous': '匿名用户',
    'comments.score': '{score}星',
    'comments.likes': '{count}人觉得有用',
  },
  en: {
    'comments.label': 'Top comments',
    'comments.empty': 'No comments yet',
    'comments.anonymous': 'Anonymous',
    'comments.score': '{score} stars',
    'comments.likes': '{count} found this helpful',
  },
};

export function registerCommentsMessages(i18n: I18n): void {
  i18n.register(commentsMessages);
}
