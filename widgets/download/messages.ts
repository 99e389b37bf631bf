/**
 * Texts of what a download tap opens (zh-CN first, English available): the popups of the
 * in-app browsers, HarmonyOS NEXT, iOS and the desktop, and a native action that failed. In the
 * download widget's chunk, which every tap loads, so a page that only shows download links
 * (the lists, lucky) does not load them; the link's label is src/ui/download-texts/messages.ts,
 * the Android client's install status native/messages.ts. Every key can be overridden through
 * config `messages`.
 */
import type { I18n, Locale } from '../../src/types';

export const popupMessages: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    'download.close': '关闭',
    'download.chat.title': '请在浏览器中打开',
    'download.chat.body': '微信、QQ 内无法直接下载。请点击右上角“…”，选择“在浏览器中打开”后再下载。',
    'download.chat.ok': '我知道了',
    'download.inapp.body': '当前应用内无法直接下载安装包。请点击右上角“…”，选择“在浏览器中打开”后再下载。',
    'download.harmony.title': '暂不支持此设备',
    'download.harmony.body': '您的手机是鸿蒙系统（HarmonyOS NEXT），无法安装安卓安装包。可以在鸿蒙应用市场搜索“{name}”。',
    'download.harmony.link': '去鸿蒙应用市场',
    'download.harmony.cancel': '取消',
    'download.ios.title': '前往 PP 助手 iOS 版',
    'download.ios.body': '即将前往 iOS 版应用商店搜索“{name}”。',
    'download.ios.confirm': '确定',
    'download.ios.cancel': '取消',
    'download.pc.title': '用 PP 助手电脑版安装',
    'download.pc.body': '安装 PP 助手电脑版，连接手机即可一键安装“{name}”。',
    'download.pc.installer': '下载 PP 助手电脑版',
    'download.pc.direct': '直接下载安装包',
    'download.failed.title': '操作未完成',
    'download.failed.body': 'PP 助手没能完成“{name}”的操作，请稍后重试。',
  },
  en: {
    'download.close': 'Close',
    'download.chat.title': 'Open in your browser',
    'download.chat.body': 'Downloads do not work inside WeChat or QQ. Tap “…” at the top right and choose “Open in browser”.',
    'download.chat.ok': 'Got it',
    'download.inapp.body': 'Downloads do not work inside this app. Tap “…” at the top right and choose “Open in browser”.',
    'download.harmony.title': 'Not available on this phone',
    'download.harmony.body': 'Your phone runs HarmonyOS NEXT, which cannot install Android packages. Look for “{name}” in the HarmonyOS app store.',
    'download.harmony.link': 'Go to the HarmonyOS app store',
    'download.harmony.cancel': 'Cancel',
    'download.ios.title': 'Go to the iOS store',
    'download.ios.body': 'You are going to the iOS version of the store to search for “{name}”.',
    'download.ios.confirm': 'OK',
    'download.ios.cancel': 'Cancel',
    'download.pc.title': 'Install with the desktop client',
    'download.pc.body': 'Install the PP desktop client and connect your phone to install “{name}” in one click.',
    'download.pc.installer': 'Get the desktop client',
    'download.pc.direct': 'Download the package directly',
    'download.failed.title': 'That did not work',
    'download.failed.body': 'The app could not do that for “{name}”. Please try again later.',
  },
};

/** Registers the popup texts (safe to call repeatedly; config `messages` still win). */
export function registerPopupMessages(i18n: I18n): void {
  i18n.register(popupMessages);
}
