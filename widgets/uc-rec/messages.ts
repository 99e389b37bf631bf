/** Texts of the UC recommendations widget (zh-CN default, English); keys `ucRec.`. */
import type { I18n } from '../../src/types';

export const ucRecMessages = {
  'zh-CN': { 'ucRec.label': '热门推荐', 'ucRec.empty': '暂无推荐' },
  en: { 'ucRec.label': 'Popular picks', 'ucRec.empty': 'No recommendations yet' },
};

export function registerUcRecMessages(i18n: I18n): void {
  i18n.register(ucRecMessages);
}
