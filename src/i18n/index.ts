import type { I18n, Locale } from '../types';
import { own } from '../util/own';

/**
 * Creates the text service: config `messages` win over registered widget defaults, which win
 * over the zh-CN default. `{name}` placeholders are replaced.
 * @example const i18n = createI18n('en', { 'search.submit': 'Go' }); i18n.t('search.submit')
 */
export function createI18n(locale: Locale, overrides: Record<string, string> = {}): I18n {
  const tables: Record<Locale, Record<string, string>> = { 'zh-CN': {}, en: {} };
  return {
    locale,
    register(messages) {
      for (const loc of Object.keys(messages) as Locale[]) {
        const table = messages[loc];
        if (table && tables[loc]) Object.assign(tables[loc], table);
      }
    },
    t(key, params) {
      // The zh-CN default, then the locale's text, then config's: the last that has the key wins.
      let text: unknown = key;
      for (const table of [tables['zh-CN'], tables[locale], overrides]) if (own(table, key)) text = table[key];
      if (!params) return String(text);
      return String(text).replace(/\{(\w+)\}/g, (whole, name: string) =>
        own(params, name) ? String(params[name]) : whole,
      );
    },
  };
}
