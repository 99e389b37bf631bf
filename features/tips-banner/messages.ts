/** Default texts of the download-tips banner; overridable by key (config `messages`). */
import type { Locale } from '../../src/types';

export const tipsBannerMessages: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    'tips-banner.label': '下载提示',
    'tips-banner.install': '打开PP助手，立即安装',
    'tips-banner.reserve': '打开PP助手，立即预约',
    'tips-banner.gift': '打开PP助手，立即领取礼包',
    'tips-banner.close': '关闭提示',
  },
  en: {
    'tips-banner.label': 'Download tip',
    'tips-banner.install': 'Open the PP app and install now',
    'tips-banner.reserve': 'Open the PP app and reserve now',
    'tips-banner.gift': 'Open the PP app and get the gift pack',
    'tips-banner.close': 'Close tip',
  },
};
