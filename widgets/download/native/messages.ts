/**
 * Texts of the install status and the extra native actions of a download button inside the
 * Android client (zh-CN first, English available): in the install-status chunk, which loads
 * only there; the other `download.*` texts are ../messages.ts (the popups) and
 * src/ui/download-texts/messages.ts (the link's label). Every
 * key can be overridden through config `messages`.
 */
import type { Locale } from '../../../src/types';

export const nativeMessages: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    'download.status.download': '下载',
    'download.status.downloading': '下载中 {progress}%',
    'download.status.pause': '继续',
    'download.status.install': '安装',
    'download.status.installing': '安装中',
    'download.status.open': '打开',
    'download.status.update': '更新',
    'download.status.uncompress': '解压',
    'download.status.uncompressing': '解压中',
    'download.native.ignoreUpdate': '忽略更新',
    'download.native.unignoreUpdate': '取消忽略',
    'download.native.follow': '关注',
    'download.native.unfollow': '取消关注',
    'download.native.collect': '收藏',
    'download.native.order': '预约',
  },
  en: {
    'download.status.download': 'Download',
    'download.status.downloading': 'Downloading {progress}%',
    'download.status.pause': 'Resume',
    'download.status.install': 'Install',
    'download.status.installing': 'Installing',
    'download.status.open': 'Open',
    'download.status.update': 'Update',
    'download.status.uncompress': 'Unpack',
    'download.status.uncompressing': 'Unpacking',
    'download.native.ignoreUpdate': 'Ignore update',
    'download.native.unignoreUpdate': 'Stop ignoring',
    'download.native.follow': 'Follow',
    'download.native.unfollow': 'Unfollow',
    'download.native.collect': 'Save',
    'download.native.order': 'Reserve',
  },
};
