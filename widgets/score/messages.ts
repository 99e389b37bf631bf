/** Texts of the score widget (zh-CN default, English); keys `score.`. */
import type { I18n } from '../../src/types';

export const scoreMessages = {
  'zh-CN': {
    'score.label': '评分',
    'score.average': '{score}分',
    'score.outOf': '满分5分',
    'score.total': '{count}人评分',
    'score.empty': '暂无评分',
    'score.distribution': '评分分布',
    'score.stars': '{stars}星',
    'score.share': '{percent}%',
  },
  en: {
    'score.label': 'Rating',
    'score.average': '{score}',
    'score.outOf': 'out of 5',
    'score.total': '{count} ratings',
    'score.empty': 'No ratings yet',
    'score.distribution': 'Rating distribution',
    'score.stars': '{stars} stars',
    'score.share': '{percent}%',
  },
};

export function registerScoreMessages(i18n: I18n): void {
  i18n.register(scoreMessages);
}
