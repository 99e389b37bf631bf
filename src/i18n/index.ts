import type { I18n, Locale } from '../types';

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
      const own = Object.prototype.hasOwnProperty;
      const text = own.call(overrides, key)
        ? overrides[key]
        : own.call(tables[locale], key)
          ? tables[locale][key]
          : own.call(tables['zh-CN'], key)
            ? tables['zh-CN'][key]
            : key;
      if (!params) return String(text);
      return String(text).replace(/\{(\w+)\}/g, (whole, name: string) =>
        own.call(params, name) ? String(params[name]) : whole,
      );
    },
  };
}
