/**
 * The texts of the core's own warnings about bad input (config, markup, storage) and of the
 * log's base (a personal field dropped, a message not delivered), by code.
 * The script tag's build loads them (the `warn-texts` chunk) only when one is written
 * (./warn-lazy.ts, rollup.config.mjs `lazyWarnings`): a page without bad input never fetches
 * them.
 */
export const WARN_TEXTS = {
  configObject: () => 'config must be an object; ignored:',
  configType: (key: string, expected: string, actual: string) =>
    `config "${key}" should be ${expected === 'object' ? 'an object' : 'a ' + expected.replace(' ', ' or a ')}, got ${actual}; the default is used`,
  locale: (value: string) => `config "locale" must be "zh-CN" or "en", got "${value}"; zh-CN is used`,
  prefetch: () => 'config "prefetch" must be true, false, "viewport" or "idle"; "viewport" is used',
  logAccess: () => 'config "log.access" must be true or false; true is used',
  rumSample: () => 'config "rum.sample" must be a number from 0 to 1; 0 is used',
  env: (value: string, names: string) => `config "env" "${value}" is not one of ${names}; prod is used`,
  configJson: (id: string, why: string) => `#${id} is not valid JSON (${why}); using the defaults for it`,
  startAgain: () => 'start() called again: already started, config ignored (call stop() first to change it)',
  widget: (attribute: string, name: string, known: string) => `unknown ${attribute}="${name}"; known: ${known}`,
  hydrate: (attribute: string, value: string, values: string) => `${attribute}="${value}" is not one of ${values}; using the default`,
  storage: (name: string) => `pp-widgets: ${name} unavailable, using memory`,
  headerToggle: (attribute: string) => 'header: [' + attribute + '] needs aria-controls naming the menu id; menu left as is',
  headerPopup: (id: string, attribute: string) => 'header: no element with id "' + id + '" for [' + attribute + ']',
  headerNothing: () => 'header: nothing to enhance (no menu toggle or tag popup found)',
  // The log's (src/log/base/base-log.ts): a page view's chunk does not carry them.
  logPii: (key: string, where: string) => `log: dropped personal field "${key}" from ${where}`,
  logLate: (path: string) => `log: ${path} could not be delivered`,
  logNone: (path: string) => `log: no way to deliver ${path} in this browser`,
  pageDom: () => 'a page script made setAttribute or classList.add throw; widgets work without their marks',
};

export type WarnCode = keyof typeof WARN_TEXTS;
