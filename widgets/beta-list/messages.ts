/** Texts of the beta list (zh-CN default, English); keys `beta.`. */
import type { I18n } from '../../src/types';

export const betaListMessages = {
  'zh-CN': { 'beta.label': '新游测试表', 'beta.empty': '近期没有新游测试', 'beta.date': '{date} 开测' },
  en: { 'beta.label': 'Upcoming game betas', 'beta.empty': 'No game betas soon', 'beta.date': 'Beta from {date}' },
};

export function registerBetaListMessages(i18n: I18n): void {
  i18n.register(betaListMessages);
}
