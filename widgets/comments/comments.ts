/**
 * Hot comments (`GET /StoreDetailController/comment {appId, page}`, product-rules §7): parameters from
 * the element and tolerant parsing of one page. Pure apart from reading attributes.
 */
import { schema } from '../../src/ui/download-texts/widget-attributes';
import { isObj, pickNumber, pickText } from '../../src/api/content/fields';
import { pickDate } from '../../src/lists/mount/time';
import { isError, readId, readInt, type Read } from '../../src/lists/mount/read-params';

export interface Comment {
  /** Server id, or a position-based key when the server sent none. */
  id: string;
  /** Display name as the server sent it ('' when anonymous). Shown, never logged. */
  author: string;
  content: string;
  /** Stars 0–5 the writer gave, or null. */
  score: number | null;
  /** `YYYY-MM-DD` or ''. */
  date: string;
  /** Likes, or null when the server does not count them. */
  likes: number | null;
}

export interface CommentsParams {
  appId: string;
  /**
   * Page size the server is expected to use, only to tell a last (short) page when the answer
   * says nothing about more.
   * @default 10
   */
  pageSize: number;
}

/** Default expected page size (product-rules §7 gives `page` only). */
export const COMMENTS_PAGE_SIZE = 10;

/**
 * @example readCommentsParams(el) // { value: { appId: '123', pageSize: 10 } }
 */
export function readCommentsParams(el: Element): Read<CommentsParams> {
  const appId = readId(el, schema.app.id);
  if (isError(appId)) return appId;
  const count = readInt(el, schema.count, COMMENTS_PAGE_SIZE, 100);
  if (isError(count)) return count;
  return { value: { appId: appId.value, pageSize: count.value || COMMENTS_PAGE_SIZE } };
}

/**
 * One comment; null when it has no text (nothing to show).
 * @example parseComment({ id: 9, nickName: '小明', content: '好玩', score: 5 }, 0)
 */
export function parseComment(raw: unknown, position: number): Comment | null {
  if (!isObj(raw)) return null;
  const content = pickText(raw, ['content', 'text', 'comment', 'body']);
  if (!content) return null;
  const user = isObj(raw.user) ? raw.user : {};
  const score = pickNumber(raw, ['score', 'star', 'stars', 'rating']);
  const likes = pickNumber(raw, ['likes', 'likeCount', 'praiseCount', 'upCount', 'agreeCount']);
  return {
    id: pickText(raw, ['id', 'commentId']) || 'p' + position,
    author: pickText(raw, ['nickName', 'nickname', 'userName', 'author', 'name']) || pickText(user, ['nickName', 'nickname', 'name']),
    content,
    score: score !== null && score >= 0 && score <= 5 ? score : null,
    date: pickDate(raw, ['createTime', 'time', 'date', 'createdAt', 'publishTime']),
    likes: likes !== null && likes >= 0 ? Math.floor(likes) : null,
  };
}

/** Key for React and de-duplication across pages. */
export function commentKey(c: Comment): string {
  return c.id;
}
