/**
 * What the corpora's own labels say each decision should be. Derived from the labels only
 * (OS, device type, browser or app, versions), never from our code; `null` = the corpus does not
 * say (that decision is not asserted for that user agent). The rules follow contract §4:
 * mobile = Android, iOS, HarmonyOS or a phone-type device; the in-app browsers of the table.
 */

/** One fixture row: ua, source index, os, os family, device type, browser or app, os version, browser version. */
export type Row = [string, number, string, string, string, string, string, string];

export type OsClass = 'android' | 'ios' | 'harmony' | 'other';

/** The corpus's browser/app names of the in-app browsers in our default table. */
export const IN_APP_LABELS: Record<string, string> = {
  WeChat: 'wechat',
  'WeChat Browser': 'wechat',
  QQ: 'qq',
  // Tencent TIM is QQ's office edition: the same in-app browser (it sends QQ/).
  TIM: 'qq',
  Weibo: 'weibo',
  'Sina Weibo': 'weibo',
  weibo: 'weibo',
  Douyin: 'douyin',
  Kuaishou: 'kuaishou',
  Kwai: 'kuaishou',
  Toutiao: 'toutiao',
  'NewsArticle App': 'toutiao',
  Xiaohongshu: 'xiaohongshu',
  DingTalk: 'dingtalk',
  AliPay: 'alipay',
  Alipay: 'alipay',
};

const UC_LABEL = /^UC ?Browser/i;
const PHONE_DEVICES = /^(smartphone|phablet|feature phone|portable media player|mobile(\/.*)?|family:(iPhone|iPod))$/i;
const DESKTOP_OS = /^(Windows( NT| XP| 7| 8| 10| 11| Vista| 2000| 98| 95| ME)?|Mac|Mac OS|macOS|OS X|Mac OS X|GNU\/Linux|Linux|Ubuntu|Debian|Fedora|Chrome OS|Chromium OS|FreeBSD|OpenBSD|NetBSD|Unix|Solaris)$/i;
const NOT_PHONE_DEVICES = /^(desktop|tv|television.*|console|gaming.*|car browser|smart display|smart speaker|peripheral|camera|notebook|family:(Other|Spider|Mac))$/i;

/** The OS class the labels give, or null when they give none. */
export function osClass(r: Row): OsClass | null {
  const [, , os, osf, dev] = r;
  if (osf) {
    if (osf === 'Android') return 'android';
    if (osf === 'iOS') return /^(tvOS|watchOS)$/i.test(os) ? 'other' : 'ios';
    if (osf === 'OpenHarmony') return 'harmony';
    return osf === 'Unknown' ? null : 'other';
  }
  if (/^(Android|Fire ?OS|Android TV|FireOS)/i.test(os)) return 'android';
  if (/^(iOS|iPadOS|iPhone OS)$/i.test(os)) return 'ios';
  if (/^(OpenHarmony|HarmonyOS NEXT)$/i.test(os)) return 'harmony';
  if (os && os !== 'Other') return 'other';
  if (/^family:(iPhone|iPad|iPod)/.test(dev)) return 'ios';
  return null;
}

/** The in-app browser of our table the labels name ('' for none), or null when there is no browser label. */
export function inAppLabel(r: Row): string | null {
  const br = r[5];
  if (!br) return null;
  return Object.prototype.hasOwnProperty.call(IN_APP_LABELS, br) ? IN_APP_LABELS[br] : '';
}

export function ucLabel(r: Row): boolean | null {
  return r[5] ? UC_LABEL.test(r[5]) : null;
}

/** Mobile by contract §4: Android, iOS or HarmonyOS, else a phone-type device. */
export function mobileLabel(r: Row): boolean | null {
  const os = osClass(r);
  if (os === 'android' || os === 'ios' || os === 'harmony') return true;
  const dev = r[4];
  if (PHONE_DEVICES.test(dev)) return true;
  if (NOT_PHONE_DEVICES.test(dev)) return false;
  // A desktop OS with no device label is a desktop; any other OS without one: not said.
  if (!dev || dev === 'undefined') return DESKTOP_OS.test(r[3] || r[2]) ? false : null;
  if (os === 'other' && /^(tablet|wearable|embedded|xr|smarttv)/.test(dev)) return false;
  return null;
}

const major = (v: string) => {
  const n = parseInt(v, 10);
  return isFinite(n) ? n : null;
};

/** webp by user agent: iOS/iPadOS 14+ (every browser there is WebKit), desktop Safari 16+. */
export function webpLabel(r: Row): boolean | null {
  const os = osClass(r);
  if (os === 'ios') {
    const v = major(r[6]);
    return v === null ? null : v >= 14;
  }
  if (os === null) return null;
  if (/^(Mac|Mac OS|macOS|OS X)$/i.test(r[3] || r[2]) && /^Safari$/i.test(r[5])) {
    const v = major(r[7]);
    return v === null ? null : v >= 16;
  }
  return false;
}

/** Touch points the labelled device has (a phone or tablet has them; an iPad asking for the desktop site keeps them). */
export function touchPoints(r: Row): number {
  return /^(smartphone|phablet|tablet|mobile|family:iP)/i.test(r[4]) || osClass(r) === 'ios' ? 5 : 0;
}
