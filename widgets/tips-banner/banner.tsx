/**
 * The banner itself: icon, app name, the call to action and a close button. Text only, never
 * markup, from the button's attributes.
 */
import type { I18n } from '../../src/types';
import type { TipsKind } from './tips-banner';

export interface BannerProps {
  i18n: I18n;
  kind: TipsKind;
  name: string;
  iconUrl: string;
  onOpen(): void;
  onClose(): void;
}

/** The download-tips banner. */
export function Banner(props: BannerProps) {
  const t = (k: string) => props.i18n.t(k);
  return (
    <aside className="ppw-tips-banner" aria-label={t('tips-banner.label')}>
      {props.iconUrl ? <img className="ppw-tips-banner-icon" src={props.iconUrl} alt="" width={48} height={48} /> : null}
      <span className="ppw-tips-banner-name">{props.name}</span>
      <button type="button" className="ppw-tips-banner-open" onClick={props.onOpen}>
        {t('tips-banner.' + props.kind)}
      </button>
      <button type="button" className="ppw-tips-banner-close" aria-label={t('tips-banner.close')} onClick={props.onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
