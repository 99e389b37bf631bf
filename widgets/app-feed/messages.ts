/** Texts of the app feeds (zh-CN default, English); keys `personal.` (personal-list) and `ucRec.` (uc-rec). */
import type { I18n } from '../../src/types';

export const appFeedMessages = {
  'zh-CN': { 'personal.label': '猜你喜欢', 'personal.empty': '暂时没有为你推荐的应用', 'ucRec.label': '热门推荐', 'ucRec.empty': '暂无推荐' },
  en: { 'personal.label': 'You may like', 'personal.empty': 'No suggestions for you yet', 'ucRec.label': 'Popular picks', 'ucRec.empty': 'No recommendations yet' },
};

export function registerAppFeedMessages(i18n: I18n): void {
  i18n.register(appFeedMessages);
}
