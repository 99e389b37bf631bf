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
  onOpen(event: Event): void;
  onClose(): void;
}

/** Builds the download-tips banner element (listeners on its own buttons). */
export function createBanner(doc: Document, props: BannerProps): HTMLElement {
  const t = (k: string) => props.i18n.t('tips-banner.' + k);
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
  if (props.iconUrl) {
    const img = el('img', '-icon', aside);
    img.src = props.iconUrl;
    img.alt = '';
    img.width = img.height = 48;
  }
  el('span', '-name', aside).textContent = props.name;
  button('-open', props.onOpen).textContent = t(props.kind);
  const close = button('-close', props.onClose);
  close.setAttribute('aria-label', t('close'));
  const x = doc.createElement('span');
  x.setAttribute('aria-hidden', 'true');
  x.textContent = '×';
  close.appendChild(x);
  return aside;
}
