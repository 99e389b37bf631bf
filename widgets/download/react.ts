/**
 * The download button's React component (app/react/ makes it from this declaration; product-rules §17).
 */
import { schema } from '../../src/attribute-names/widget-attributes';
import type { PPTipsBannerDetail } from '../../src/event-types';
import type { DownloadEvents, PPDownloadDetail, PPRealnameDetail } from './events';
import type { AppFields, AttrValue, CommonProps, Handler, Id, ReactWidget } from '../../src/react-props';

/** `data-tips`: which text the download-tips banner shows. */
export type TipsKind = 'install' | 'reserve' | 'gift';
/** `data-native-actions`: the extra native actions a button offers inside the Android client. */
export type NativeAction = 'ignoreUpdate' | 'follow' | 'collect' | 'order';

interface DownloadButtonBase extends CommonProps {
  /** The download URL the link follows without JavaScript (and with it, on desktop). */
  href?: string;
  tips?: TipsKind;
  /** `0` (or false) keeps the mobile download-tips banner away for this button. */
  downloadTips?: 0 | 1 | '0' | '1' | boolean;
  downloadCommon?: AttrValue;
  downloadMode?: 'apk' | 'url' | 'dot';
  nativeActions?: NativeAction | readonly NativeAction[];
  apprd?: Id;
  onDownload?: Handler<PPDownloadDetail>;
  onRealname?: Handler<PPRealnameDetail>;
  onTipsBanner?: Handler<PPTipsBannerDetail>;
}

/**
 * A download button needs its app: `app` (with its `id`, product-rules §3; each field is its
 * `data-*` attribute, `id` → `data-id`), or `appId` (which wins over `app.id`).
 */
export type DownloadButtonProps = DownloadButtonBase &
  ({ app: AppFields; appId?: Id } | { appId: Id; app?: Partial<AppFields> });

/**
 * `<a data-widget="download">`: a tap downloads the app, or opens it in the store's client.
 * @example <DownloadButton app={{ id: 123, name: 'Example' }} href="/download/apk?appId=123">Download</DownloadButton>
 */
export const DownloadButton: ReactWidget<DownloadButtonProps, DownloadEvents> = {
  name: 'download',
  tag: 'a',
  props: ['tips', 'downloadTips', 'downloadCommon', 'downloadMode', 'nativeActions', 'apprd'],
  events: { onDownload: 'pp:download', onRealname: 'pp:realname', onTipsBanner: 'pp:tips-banner' },
  extra: (p, { appAttributes }) => {
    const out: Record<string, string> = p.href !== undefined ? { href: p.href } : {};
    Object.assign(out, appAttributes(p.appId !== undefined ? { ...p.app, id: p.appId } : (p.app as AppFields)));
    // `false` is the banner's opt-out "0" (other booleans are "1" or absent).
    if (p.downloadTips === false) out[schema.downloadTips] = '0';
    return out;
  },
};
