/** Texts of the recommendations widget (zh-CN default, English); keys `recs.`. */
import type { I18n } from '../../src/types';

export const recsMessages = {
  'zh-CN': { 'recs.label': '相关推荐', 'recs.subcatesLabel': '同类应用', 'recs.empty': '暂无推荐' },
  en: { 'recs.label': 'Recommended', 'recs.subcatesLabel': 'Similar apps', 'recs.empty': 'No recommendations yet' },
};

export function registerRecsMessages(i18n: I18n): void {
  i18n.register(recsMessages);
}
