/**
 * The banner itself: icon, app name, the call to action and a close button. Text only, never
 * markup, from the button's attributes. Built with DOM calls rather than a component: it has
 * no state, and this keeps Preact off every mobile page that shows it (budget).
 */
import type { I18n } from '../../src/types';
import type { TipsKind } from './tips-banner';

/**
 * Builds the download-tips banner element: the text of `kind` (`data-tips`), the app's `name`
 * and icon (none for ''), `onOpen` and `onClose` the click listeners of its two buttons.
 * Arguments, not a props object: its property names would be in the chunk.
 */
export function createBanner(doc: Document, i18n: I18n, kind: TipsKind, name: string, iconUrl: string, onOpen: (event: Event) => void, onClose: () => void): HTMLElement {
  const t = (k: string) => i18n.t('tips-banner.' + k);
  // An element of class `ppw-tips-banner-<part>` in `parent`.
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, part: string, parent?: Element) => {
    const node = doc.createElement(tag);
    node.className = 'ppw-tips-banner' + part;
    if (parent) parent.appendChild(node);
    return node;
  };
  const button = (part: string, onClick: (event: Event) => void) => {
    const node = el('button', part, aside);
    node.type = 'button';
    node.addEventListener('click', onClick);
    return node;
  };
  const aside = el('aside', '');
  aside.setAttribute('aria-label', t('label'));
  if (iconUrl) {
    const img = el('img', '-icon', aside);
    img.src = iconUrl;
    img.alt = '';
    img.width = img.height = 48;
  }
  el('span', '-name', aside).textContent = name;
  button('-open', onOpen).textContent = t(kind);
  const close = button('-close', onClose);
  close.setAttribute('aria-label', t('close'));
  const x = doc.createElement('span');
  x.setAttribute('aria-hidden', 'true');
  x.textContent = '×';
  close.appendChild(x);
  return aside;
}
