/**
 * News of several games (`POST /api/proxyNew` multi-game news {appIds}, product-rules §7): parameters
 * from the element and tolerant parsing. Pure apart from reading attributes.
 */
import { toList } from '../../src/api/content/normalize';
import { safeHref } from '../../src/lists/content-app';
import { isObj, pickList, pickText } from '../../src/api/content/fields';
import { pickDate } from '../../src/lists/mount/time';

export { readGameNewsParams, type GameNewsParams } from '../../src/api/content/list-params';

export interface NewsItem {
  key: string;
  title: string;
  /** Safe link to the article, or null (then the title is plain text). */
  href: string | null;
  /** The game it is about ('' when the server did not say). */
  appId: string;
  appName: string;
  /** `YYYY-MM-DD` or ''. */
  date: string;
  summary: string;
  image: string | null;
}

/**
 * One news item; null without a title.
 * @example parseNewsItem({ id: 3, title: '版本更新', url: '/news/3', appId: 1 }, 0)
 */
export function parseNewsItem(raw: unknown, position: number, game?: { appId: string; appName: string }): NewsItem | null {
  if (!isObj(raw)) return null;
  const title = pickText(raw, ['title', 'name', 'newsTitle']);
  if (!title) return null;
  const id = pickText(raw, ['id', 'newsId', 'articleId']);
  const appId = pickText(raw, ['appId', 'gameId']) || (game ? game.appId : '');
  return {
    key: id ? 'n' + id : 'p' + position + '-' + appId,
    title,
    href: safeHref(raw.url) || safeHref(raw.link) || safeHref(raw.detailUrl),
    appId,
    appName: pickText(raw, ['appName', 'gameName']) || (game ? game.appName : ''),
    date: pickDate(raw, ['publishTime', 'time', 'date', 'createTime', 'pubDate']),
    summary: pickText(raw, ['summary', 'brief', 'desc', 'description']),
    image: safeHref(pickText(raw, ['image', 'imgUrl', 'cover', 'thumb', 'pic'])),
  };
}

/**
 * The news of an answer, flat, in server order. Entries may be news items, or games with
 * their news under `news`/`list`/`items` (then the game's id and name are carried down).
 * `count` > 0 caps the result.
 */
export function parseGameNews(data: unknown, count: number): NewsItem[] {
  const out: NewsItem[] = [];
  const seen: Record<string, true> = {};
  const add = (raw: unknown, game?: { appId: string; appName: string }) => {
    const item = parseNewsItem(raw, out.length, game);
    if (!item || seen[item.key]) return;
    seen[item.key] = true;
    out.push(item);
  };
  let entries = toList(data);
  // A map keyed by app id ({ "1": [news…] }) is another shape such servers send.
  if (!entries.length && isObj(data)) {
    entries = Object.keys(data)
      .filter((k) => Array.isArray(data[k]))
      .map((k) => ({ appId: k, news: data[k] }));
  }
  for (const entry of entries) {
    if (!isObj(entry)) continue;
    const nested = pickList(entry, ['news', 'newsList', 'list', 'items']);
    if (nested.length) {
      const game = { appId: pickText(entry, ['appId', 'id', 'gameId']), appName: pickText(entry, ['appName', 'name', 'gameName']) };
      nested.forEach((n) => add(n, game));
    } else {
      add(entry);
    }
  }
  return count > 0 ? out.slice(0, count) : out;
}
