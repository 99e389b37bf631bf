/** product-rules §9: paid-source names (`utm_source` values), desktop and mobile. */
export const PAID_SOURCES: { readonly desktop: readonly string[]; readonly mobile: readonly string[] } = {
  desktop: 'pc_baidu pc_sg pc_adwords pc_tx pc_rr'.split(' '),
  mobile: 'wx_baidu wx_sg wx_sm wx_360'.split(' '),
};

/**
 * `name` as the rules write it: trimmed, lower case; anything but a string names no source ('':
 * not `String(name)`, which throws for an object whose toString throws).
 */
function normalise(name: unknown): string {
  return typeof name == 'string' ? name.trim().toLowerCase() : '';
}

/**
 * Whether a `utm_source` is one of the paid sources of product-rules §9 (desktop or mobile).
 * Case and blanks are ignored.
 *
 * @example isPaidSource('wx_sm') // true
 */
export function isPaidSource(name: unknown): boolean {
  return paidSourceName(name) !== '';
}

/**
 * The paid source a `utm_source` names, as product-rules §9 writes it (trimmed, lower case),
 * or '' when it is not one.
 * @example paidSourceName(' WX_SM ') // 'wx_sm'
 */
export function paidSourceName(name: unknown): string {
  const n = normalise(name);
  return PAID_SOURCES.desktop.concat(PAID_SOURCES.mobile).indexOf(n) !== -1 ? n : '';
}

/**
 * Whether a `utm_source` is a desktop paid source: a detail page reached from one shows the
 * desktop installer popup (product-rules §14 download).
 *
 * @example isDesktopPaidSource('pc_baidu') // true
 * @example isDesktopPaidSource('wx_baidu') // false
 */
export function isDesktopPaidSource(name: unknown): boolean {
  return PAID_SOURCES.desktop.indexOf(normalise(name)) !== -1;
}
