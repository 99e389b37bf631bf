/** Texts of the ad slot (zh-CN default, English); keys `ad.`. */
import type { I18n } from '../../src/types';

export const adSlotMessages = {
  'zh-CN': { 'ad.label': '广告' },
  en: { 'ad.label': 'Ad' },
};

export function registerAdSlotMessages(i18n: I18n): void {
  i18n.register(adSlotMessages);
}
