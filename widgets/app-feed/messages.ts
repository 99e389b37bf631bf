/** Texts of the personalised list (zh-CN default, English); keys `personal.`. */
import type { I18n } from '../../src/types';

export const personalListMessages = {
  'zh-CN': { 'personal.label': '猜你喜欢', 'personal.empty': '暂时没有为你推荐的应用' },
  en: { 'personal.label': 'You may like', 'personal.empty': 'No suggestions for you yet' },
};

export function registerPersonalListMessages(i18n: I18n): void {
  i18n.register(personalListMessages);
}
