/**
 * The download button's popups (docs/product-rules.md): open in a browser (chat apps and other
 * in-app browsers), HarmonyOS NEXT, go to the iOS store, the desktop installer, and a native
 * action that failed. One component: a `Dialog` (focus moves in, Escape and the overlay close
 * it, focus returns to the button) with a text and its actions.
 */
import type { I18n } from '../../src/types';
import { Dialog } from '../../src/ui/dialog';

/** Which popup: its texts are `download.<kind>.title` and `download.<kind>.body`. */
export type PopupKind = 'chat' | 'harmony' | 'ios' | 'pc' | 'failed';

/** One action of a popup: a link when it has `href`, else a button that runs `onClick`. */
export interface PopupAction {
  label: string;
  primary?: boolean;
  href?: string;
  onClick?(): void;
}

export interface DownloadPopupProps {
  kind: PopupKind;
  i18n: I18n;
  returnFocus: HTMLElement | null;
  /** The app's name, for the texts that say it. */
  name: string;
  /** The body's key when it is not `download.<kind>.body`. */
  bodyKey?: string;
  actions: PopupAction[];
  onClose(): void;
}

export function DownloadPopup(props: DownloadPopupProps) {
  const { kind, i18n } = props;
  return (
    <Dialog
      title={i18n.t(`download.${kind}.title`)}
      closeLabel={i18n.t('download.close')}
      onClose={props.onClose}
      closeOnOverlay
      returnFocus={props.returnFocus}
      className={`ppw-download-popup ppw-download-${kind}`}
    >
      <p className="ppw-download-popup-body">{i18n.t(props.bodyKey || `download.${kind}.body`, { name: props.name })}</p>
      <div className="ppw-dialog-actions">
        {props.actions.map((a) => {
          const className = a.primary ? 'ppw-button ppw-button-primary' : 'ppw-button';
          return a.href ? (
            <a key={a.label} className={className} href={a.href}>
              {a.label}
            </a>
          ) : (
            <button key={a.label} type="button" className={className} onClick={a.onClick}>
              {a.label}
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}
