/**
 * The download-tips banner's rules (product-rules §14, product-rules §2), pure: where it may show, which
 * button it is for, which text, and the client deep link.
 */
import { coreSchema } from '../../src/schema-core';
import { appSchema } from '../../src/app-link/app-attributes';

/** `data-tips` values and the text key each picks. */
export type TipsKind = 'install' | 'reserve' | 'gift';

export { SHOWN_KEY, bannerAllowed } from './gate/gate';

/**
 * Whether a download button may carry the banner: `data-download-tips` is not `0` and it is
 * not inside a `[data-download-common]` container.
 */
export function buttonEligible(button: Element): boolean {
  const tips = button.getAttribute(coreSchema.downloadTips);
  if (tips !== null && tips.trim() === '0') return false;
  return !button.closest('[' + appSchema.downloadCommon + ']');
}

/**
 * The first eligible download button under `root`, in document order.
 *
 * @example firstEligibleButton(document)
 */
export function firstEligibleButton(root: ParentNode, accept: (el: HTMLElement) => boolean = () => true): HTMLElement | null {
  const buttons = root.querySelectorAll<HTMLElement>('[' + coreSchema.widget + '="download"]');
  for (let i = 0; i < buttons.length; i++) {
    if (buttonEligible(buttons[i]) && accept(buttons[i])) return buttons[i];
  }
  return null;
}

/** `data-tips` → text kind; anything else is `install`. */
export function tipsKind(value: string | null): TipsKind {
  const v = (value || '').trim().toLowerCase();
  return v === 'reserve' || v === 'gift' ? v : 'install';
}

/**
 * The client deep link: `{id}`, `{packageName}` and `{name}` in config `clientScheme`
 * replaced (encoded).
 *
 * @example clientLink('pp25://app/detail?appId={id}', { id: '1', packageName: '', name: '' }) // 'pp25://app/detail?appId=1'
 */
export function clientLink(template: string, app: { id: string; packageName: string; name: string }): string {
  // One pass over the template: a value is never read as a placeholder.
  return template.replace(/\{(id|packageName|name)\}/g, (_, key: 'id' | 'packageName' | 'name') => encodeURIComponent(app[key]));
}
