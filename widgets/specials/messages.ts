/** Texts of the specials widget (zh-CN default, English); keys `specials.`. */
import type { I18n } from '../../src/types';

export const specialsMessages = {
  'zh-CN': {
    'specials.label': '专题',
    'specials.appsLabel': '专题应用',
    'specials.empty': '暂无专题',
    'specials.appsEmpty': '这个专题还没有应用',
  },
  en: {
    'specials.label': 'Collections',
    'specials.appsLabel': 'Apps in this collection',
    'specials.empty': 'No collections yet',
    'specials.appsEmpty': 'This collection has no apps yet',
  },
};

export function registerSpecialsMessages(i18n: I18n): void {
  i18n.register(specialsMessages);
}
