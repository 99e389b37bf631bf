/**
 * Hot comments (`GET /StoreDetailController/comment {appId, page}`, product-rules §7): parameters from
 * the element and tolerant parsing of one page. Pure apart from reading attributes.
 */
import { isObj, pickNumber, pickText } from '../../src/api/content/fields';
import { pickDate } from '../../src/lists/mount/time';
// Its parameters are read where the API chunk reads them for its first call, made before this code is in.
export { COMMENTS_PAGE_SIZE, readCommentsParams, type CommentsParams } from '../../src/api/content/list-params';

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
