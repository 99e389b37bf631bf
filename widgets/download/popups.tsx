/**
 * The download button's popups (product-rules §2, product-rules §14): open in browser (chat apps), go to the
 * iOS store, and the desktop installer. All are `Dialog`s: focus moves in, Escape closes, and
 * focus returns to the button.
 */
import type { I18n } from '../../src/types';
import { Dialog } from '../../src/ui/dialog';

interface Base {
  i18n: I18n;
  returnFocus: HTMLElement | null;
  onClose(): void;
}

/**
 * Chat-app or other in-app browser: explains how to open the page in a browser. Never downloads.
 * WeChat and QQ keep their own text (`download.chat.body`); the others say the same in general
 * words (`download.inapp.body`).
 */
export function ChatPopup(props: Base & { inAppBrowser?: string | null }) {
  const t = (k: string) => props.i18n.t(k);
  const chat = !props.inAppBrowser || props.inAppBrowser === 'wechat' || props.inAppBrowser === 'qq';
  return (
    <Dialog title={t('download.chat.title')} closeLabel={t('download.close')} onClose={props.onClose} closeOnOverlay returnFocus={props.returnFocus} className="ppw-download-popup ppw-download-chat">
      <p className="ppw-download-popup-body">{t(chat ? 'download.chat.body' : 'download.inapp.body')}</p>
      <div className="ppw-dialog-actions">
        <button type="button" className="ppw-button ppw-button-primary" onClick={props.onClose}>
          {t('download.chat.ok')}
        </button>
      </div>
    </Dialog>
  );
}

/** HarmonyOS NEXT: no APK; a plain message and a link to config `harmonyUrl`. */
export function HarmonyPopup(props: Base & { name: string; url: string }) {
  const t = (k: string, p?: Record<string, string>) => props.i18n.t(k, p);
  return (
    <Dialog title={t('download.harmony.title')} closeLabel={t('download.close')} onClose={props.onClose} closeOnOverlay returnFocus={props.returnFocus} className="ppw-download-popup ppw-download-harmony">
      <p className="ppw-download-popup-body">{t('download.harmony.body', { name: props.name })}</p>
      <div className="ppw-dialog-actions">
        <button type="button" className="ppw-button" onClick={props.onClose}>
          {t('download.harmony.cancel')}
        </button>
        <a className="ppw-button ppw-button-primary" href={props.url}>
          {t('download.harmony.link')}
        </a>
      </div>
    </Dialog>
  );
}

/** iOS: confirm going to the iOS store search for the app's name. */
export function IosPopup(props: Base & { name: string; onConfirm(): void }) {
  const t = (k: string, p?: Record<string, string>) => props.i18n.t(k, p);
  return (
    <Dialog title={t('download.ios.title')} closeLabel={t('download.close')} onClose={props.onClose} closeOnOverlay returnFocus={props.returnFocus} className="ppw-download-popup ppw-download-ios">
      <p className="ppw-download-popup-body">{t('download.ios.body', { name: props.name })}</p>
      <div className="ppw-dialog-actions">
        <button type="button" className="ppw-button" onClick={props.onClose}>
          {t('download.ios.cancel')}
        </button>
        <button type="button" className="ppw-button ppw-button-primary" onClick={props.onConfirm}>
          {t('download.ios.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

/** Detail page from a desktop paid source: the desktop installer link, or the package itself. */
export function DesktopInstallPopup(props: Base & { name: string; installerUrl: string; onDirect(): void }) {
  const t = (k: string, p?: Record<string, string>) => props.i18n.t(k, p);
  return (
    <Dialog title={t('download.pc.title')} closeLabel={t('download.close')} onClose={props.onClose} closeOnOverlay returnFocus={props.returnFocus} className="ppw-download-popup ppw-download-pc">
      <p className="ppw-download-popup-body">{t('download.pc.body', { name: props.name })}</p>
      <div className="ppw-dialog-actions">
        <button type="button" className="ppw-button" onClick={props.onDirect}>
          {t('download.pc.direct')}
        </button>
        <a className="ppw-button ppw-button-primary" href={props.installerUrl}>
          {t('download.pc.installer')}
        </a>
      </div>
    </Dialog>
  );
}

/** A native action that failed where no web fallback exists (pause, open, …): says so. */
export function NoticePopup(props: Base & { name: string }) {
  const t = (k: string, p?: Record<string, string>) => props.i18n.t(k, p);
  return (
    <Dialog title={t('download.failed.title')} closeLabel={t('download.close')} onClose={props.onClose} closeOnOverlay returnFocus={props.returnFocus} className="ppw-download-popup ppw-download-failed">
      <p className="ppw-download-popup-body">{t('download.failed.body', { name: props.name })}</p>
      <div className="ppw-dialog-actions">
        <button type="button" className="ppw-button ppw-button-primary" onClick={props.onClose}>
          {t('download.chat.ok')}
        </button>
      </div>
    </Dialog>
  );
}
