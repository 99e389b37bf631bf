/** Texts of the recommendations widget (zh-CN default, English); keys `recs.`. */
import type { I18n } from '../../src/types';

export const recsMessages = {
  'zh-CN': { 'recs.label': '相关推荐', 'recs.subcatesLabel': '相关分类', 'recs.empty': '暂无推荐', 'recs.subcatesEmpty': '暂无分类' },
  en: { 'recs.label': 'Recommended', 'recs.subcatesLabel': 'Related categories', 'recs.empty': 'No recommendations yet', 'recs.subcatesEmpty': 'No categories' },
};

export function registerRecsMessages(i18n: I18n): void {
  i18n.register(recsMessages);
}
