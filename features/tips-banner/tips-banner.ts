/**
 * The download-tips banner's rules (product-rules §14, product-rules §2), pure: where it may show, which
 * button it is for, what it shows of the button's app, which text. The client deep link is the
 * main button's (banner-open/).
 */
import { coreSchema } from '../../src/schema-core';

/** `data-tips` values and the text key each picks. */
export type TipsKind = 'install' | 'reserve' | 'gift';

export { SHOWN_KEY, bannerAllowed } from './gate/gate';

/**
 * Whether a download button may carry the banner: `data-download-tips` is not `0` and it is
 * not inside a `[data-download-common]` container.
 */
export function buttonEligible(button: Element): boolean {
  return (button.getAttribute(coreSchema.downloadTips) || '').trim() != '0' && !button.closest('[data-download-common]');
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

/** What the banner shows of a button's app and opens with. */
export interface BannerApp {
  id: string;
  name: string;
  packageName: string;
  iconUrl: string;
}

/** The first present attribute of `data-<name>` for space-separated names (kebab, then legacy), trimmed; '' if none. */
function attr(el: Element, names: string): string {
  for (const name of names.split(' ')) {
    const v = el.getAttribute('data-' + name);
    if (v !== null) return v.trim();
  }
  return '';
}

/**
 * The app of a download button as the banner needs it, or null for a button the download
 * button finds malformed (and warns about): the checks of readApp (src/app-link/app-data.ts) on
 * the same attributes, without its chunk, which only the main button's tap needs (the unit tests
 * hold the two equal).
 *
 * @example bannerApp(button) // { id: '1004', name: '极速赛车手', packageName: '…', iconUrl: '…' }
 */
export function bannerApp(el: Element): BannerApp | null {
  const id = attr(el, 'id app-id appid');
  const ext = attr(el, 'app-op-ext-info appopextinfo');
  try {
    // A JSON object (or array) or nothing; JSON.parse of anything else throws or gives no object.
    if (!/^[\w-]{1,64}$/.test(id) || !/^([01]|soft|game)?$/i.test(attr(el, 'resource-type resourcetype')) || (ext && !(JSON.parse(ext) instanceof Object))) return null;
  } catch {
    return null;
  }
  return { id, name: attr(el, 'name app-name appname'), packageName: attr(el, 'package-name packagename'), iconUrl: attr(el, 'icon-url iconurl') };
}

/**
 * The icon URL for 48 CSS px at the device pixel ratio `dpr`: `iconUrl(url,
 * chooseIconSize(48, dpr))` of src/app-link/icon-size.ts (the unit tests hold the two equal),
 * without the app-link chunk. `_<size>x<size>` before the file's image extension; other URLs unchanged.
 *
 * @example bannerIcon('https://img.example/a/icon.png', 2) // 'https://img.example/a/icon_100x100.png'
 */
export function bannerIcon(url: string, dpr: unknown): string {
  const need = 48 * (typeof dpr == 'number' && isFinite(dpr) && dpr > 0 ? dpr : 1);
  const px = [50, 65, 100, 130, 195].filter((size) => size >= need)[0] || 260;
  // The file name of the path (before any query or fragment), not of a data: or blob: URL:
  // `_<px>x<px>` in place of any size before its image extension. Unchanged: a host alone
  // ("https://img.png"), an image already rewritten (a.png_.webp).
  return url.replace(/^(?!data:|blob:)([^?#]*\/)?([^/?#]+?)(_\d+x\d+)?\.(png|jpe?g|gif|webp)(?=[?#]|$)/i, (all, dir = '', name: string, _size, ext: string) =>
    /^([a-z][a-z0-9+.-]*:)?\/\/$/i.test(dir) || /\.(png|jpe?g|gif|webp)_?$/i.test(name) ? all : dir + name + '_' + px + 'x' + px + '.' + ext,
  );
}
