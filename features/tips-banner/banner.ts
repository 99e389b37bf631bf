/**
 * The banner itself: icon, app name, the call to action and a close button. Text only, never
 * markup, from the button's attributes. Built with DOM calls rather than a component: it has
 * no state, and this keeps Preact off every mobile page that shows it (budget).
 */
import type { I18n } from '../../src/types';
import type { TipsKind } from './tips-banner';

export interface BannerProps {
  i18n: I18n;
  kind: TipsKind;
  name: string;
  iconUrl: string;
  /** Click listeners of the two buttons (given the click event). */
  onOpen(): void;
  onClose(): void;
}

/** Builds the download-tips banner element (listeners on its own buttons). */
export function createBanner(doc: Document, props: BannerProps): HTMLElement {
  const t = (k: string) => props.i18n.t(k);
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    return node;
  };
  const aside = el('aside', 'ppw-tips-banner');
  aside.setAttribute('aria-label', t('tips-banner.label'));
  if (props.iconUrl) {
    const img = el('img', 'ppw-tips-banner-icon');
    img.src = props.iconUrl;
    img.alt = '';
    img.width = 48;
    img.height = 48;
    aside.appendChild(img);
  }
  const name = el('span', 'ppw-tips-banner-name');
  name.textContent = props.name;
  aside.appendChild(name);
  const open = el('button', 'ppw-tips-banner-open');
  open.type = 'button';
  open.textContent = t('tips-banner.' + props.kind);
  open.addEventListener('click', props.onOpen);
  aside.appendChild(open);
  const close = el('button', 'ppw-tips-banner-close');
  close.type = 'button';
  close.setAttribute('aria-label', t('tips-banner.close'));
  const x = el('span', '');
  x.setAttribute('aria-hidden', 'true');
  x.textContent = '×';
  close.appendChild(x);
  close.addEventListener('click', props.onClose);
  aside.appendChild(close);
  return aside;
}
