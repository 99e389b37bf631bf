type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Whether the visitor's connection allows fetching code before it is asked for: not
 * when the browser asks to save data, nor on a 2g / slow-2g connection.
 * Support: the Network Information API is Chromium-only (saveData Chrome 49+, effectiveType
 * Chrome 61+); elsewhere nothing asks to save data, so speculation runs.
 * @example maySpeculate(navigator) // false with Save-Data on
 */
export function maySpeculate(nav: Navigator): boolean {
  const c = (nav as Navigator & { connection?: Connection }).connection;
  return !(c && (c.saveData || /2g$/.test(c.effectiveType || '')));
}
