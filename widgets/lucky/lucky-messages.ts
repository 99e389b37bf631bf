/**
 * The lucky panel's UI texts, zh-CN default and English, registered with the I18n service;
 * a page overrides any of them through config `messages` (keys `lucky.*`). The dialogs' texts
 * (the prize-info form, the cash detail) come with their code: dialogs/messages.ts.
 * One row per key, `key without "lucky."|zh-CN|en`, so the two locales cannot drift apart
 * and no key is spelled twice in the chunk.
 */
import type { Locale } from '../../src/types';

const ROWS = [
  'label|抽奖活动|Lucky draw',
  'loading|活动加载中…|Loading the activity…',
  'loadFailed|活动暂时无法加载，请稍后再试。|The activity could not be loaded. Please try again later.',
  'reload|重新加载|Reload',
  'status.notStarted|活动未开始|Not started yet',
  'status.running|活动进行中|Running',
  'status.ended|活动已结束|Ended',
  'time|活动时间：{start} 至 {end}|From {start} to {end}',
  'time.from|开始时间：{start}|Starts {start}',
  'time.until|截止时间：{end}|Ends {end}',
  'rules|活动规则|Rules',
  'list|更多活动|More activities',
  'browser.title|请在 PP 助手客户端内参与|Take part in the PP app',
  'browser.text|抽奖、领奖需要在 PP 助手客户端中打开本页面。|Open this page in the PP app to draw and claim prizes.',
  'browser.download|下载 PP 助手|Get the PP app',
  'login.text|登录后即可参与抽奖|Log in to take part',
  'login|登录|Log in',
  'login.pending|正在登录…|Logging in…',
  'login.failed|登录未完成，请重试。|Login did not complete. Please try again.',
  'apps.title|下载应用赢抽奖机会|Download apps to earn chances',
  'apps.downloaded|已下载|Downloaded',
  // The apps' buttons before their code (lucky-apps.tsx): the download link's own label, the same box.
  'apps.download|下载|Download',
  'apps.earned|下载完成，已获得抽奖机会！|Download complete: you earned a chance!',
  'draw.title|幸运抽奖|Lucky draw',
  'draw.prizes|奖品|Prizes',
  'draw.chances|剩余抽奖机会：{count} 次|Chances left: {count}',
  'draw.chancesUnknown|剩余抽奖机会：—|Chances left: —',
  'draw.start|立即抽奖|Draw now',
  'draw.all|全部抽取|Draw all',
  'draw.pickApp|选择奖池应用|Prize pool app',
  'draw.drawing|正在抽奖…|Drawing…',
  'draw.won|恭喜您抽中：{prize}|Congratulations, you won: {prize}',
  'draw.wonNothing|很遗憾，{prize}|Sorry: {prize}',
  'draw.again|知道了|OK',
  'draw.failed|抽奖没有完成，请稍后重试。|The draw did not go through. Please try again.',
  'draw.fillInfo|填写领奖信息|Enter delivery details',
  'draw.block.notStarted|活动尚未开始，敬请期待。|The activity has not started yet.',
  'draw.block.ended|活动已结束，感谢参与。|The activity has ended. Thanks for taking part.',
  'error.noChances|您的抽奖机会已用完，下载活动应用可获得更多机会。|You have no chances left. Download the activity apps to earn more.',
  'error.needTaobao|本活动需要淘宝账号，请使用淘宝账号登录后参与。|This activity needs a Taobao account. Please log in with Taobao.',
  'error.unauthenticated|登录已失效，请重新登录后再试。|Your login has expired. Please log in again.',
  'error.unauthenticatedBrowser|请在 PP 助手客户端中打开本页面后参与。|Open this page in the PP app to take part.',
  'error.timeout|网络超时，请检查网络后重试。|The network timed out. Please check your connection and retry.',
  'error.invalid|请求参数有误，请刷新页面后再试。|The request was invalid. Please reload the page and try again.',
  'error.generic|出了点问题，请稍后再试。|Something went wrong. Please try again later.',
  'retry|重试|Retry',
  'dismiss|关闭提示|Dismiss',
  'prizes.title|我的奖品|My prizes',
  'prizes.empty|暂无奖品|No prizes yet',
  'prizes.more|加载更多|Load more',
  'prizes.loading|加载中…|Loading…',
  'prizes.status.needInfo|待填写领奖信息|Details needed',
  'prizes.status.pending|待发放|Pending',
  'prizes.status.sent|已发放|Sent',
  'prizes.status.received|已领取|Received',
  'prizes.status.failed|发放失败|Delivery failed',
  'prizes.status.unknown|处理中|Processing',
  'prizes.fill|填写信息|Enter details',
  'prizes.resend|重新发送|Resend',
  'prizes.resent|已重新发送|Sent again',
  'prizes.confirm|确认收货|Confirm receipt',
  'prizes.confirmed|已确认收货|Receipt confirmed',
  'prizes.cash|现金明细|Cash details',
  'prizes.amount|¥{amount}|¥{amount}',
  'prizes.code|兑换码：{code}|Code: {code}',
  'user.nick|昵称：{nick}|Nickname: {nick}',
  'user.score|积分：{score}|Score: {score}',
  'user.cash|现金余额：¥{cash}|Cash balance: ¥{cash}',
  'form.saved|领奖信息已提交|Delivery details sent',
  'roll.title|中奖名单|Winners',
  'roll.entry|{user} 抽中 {prize}|{user} won {prize}',
  'roll.pause|暂停滚动|Pause scrolling',
  'roll.empty|暂无中奖记录|No winners yet',
  'scores.title|赚取机会|Earn chances',
  'scores.checkin|每日签到|Daily check-in',
  'scores.checkedIn|今日已签到|Checked in today',
  'scores.share|分享活动|Share',
  'scores.shared|分享成功|Shared',
  'scores.shareTitle|快来参加抽奖活动：{title}|Join the lucky draw: {title}',
  'remind|开始时提醒我|Remind me when it starts',
  'remind.done|已设置提醒|Reminder set',
];

/**
 * The texts of `key|zh-CN|en` rows, by locale, keys prefixed `lucky.` (dialogs/messages.ts
 * writes the dialogs' own the same way).
 */
export function byLocale(rows: string[]): Record<Locale, Record<string, string>> {
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const row of rows) {
    const [key, zhText, enText] = row.split('|');
    zh['lucky.' + key] = zhText;
    en['lucky.' + key] = enText;
  }
  return { 'zh-CN': zh, en };
}

export const LUCKY_MESSAGES: Record<Locale, Record<string, string>> = byLocale(ROWS);
