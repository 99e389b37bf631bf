/**
 * The download link's label (zh-CN first, English available): all a list or the lucky panel
 * shows of the download button before it is tapped. The texts of what a tap opens (the popups)
 * are the download widget's own, in its chunk (widgets/download/messages.ts). Every key can be
 * overridden through config `messages` or `services.i18n.register`.
 */
import type { I18n, Locale } from '../../types';

export const downloadMessages: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    'download.label': '下载',
  },
  en: {
    'download.label': 'Download',
  },
};

/** Registers the download label (safe to call repeatedly; config `messages` still win). */
export function registerDownloadMessages(i18n: I18n): void {
  i18n.register(downloadMessages);
}
