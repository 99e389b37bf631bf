/** Texts of the game news widget (zh-CN default, English); keys `news.`. */
import type { I18n } from '../../src/types';

export const gameNewsMessages = {
  'zh-CN': { 'news.label': '游戏资讯', 'news.empty': '暂无资讯' },
  en: { 'news.label': 'Game news', 'news.empty': 'No news yet' },
};

export function registerGameNewsMessages(i18n: I18n): void {
  i18n.register(gameNewsMessages);
}
