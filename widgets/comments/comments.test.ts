import { describe, expect, it } from 'vitest';
import { pageCursor, toPage } from '../../src/lists/page';
import { commentKey, parseComment, readCommentsParams } from './comments';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readCommentsParams', () => {
  it('reads the app id from data-app-id, legacy data-appid or data-id', () => {
    expect(readCommentsParams(el({ 'data-app-id': '12' }))).toEqual({ value: { appId: '12', pageSize: 10 } });
    expect(readCommentsParams(el({ 'data-appid': '13' }))).toEqual({ value: { appId: '13', pageSize: 10 } });
    expect(readCommentsParams(el({ 'data-id': '14', 'data-count': '5' }))).toEqual({ value: { appId: '14', pageSize: 5 } });
  });

  it('refuses a missing or malformed app id or count', () => {
    expect('error' in readCommentsParams(el({}))).toBe(true);
    expect('error' in readCommentsParams(el({ 'data-app-id': 'a b' }))).toBe(true);
    expect('error' in readCommentsParams(el({ 'data-app-id': '1', 'data-count': 'x' }))).toBe(true);
  });
});

describe('parseComment', () => {
  it('reads the fixture server’s shape', () => {
    const c = parseComment({ id: 1001000, nickName: '小鱼', avatar: '', content: '很好玩', score: 4, likeCount: 12, versionName: '2.4.1', time: '2026-06-19' }, 0);
    expect(c).toEqual({ id: '1001000', author: '小鱼', content: '很好玩', score: 4, date: '2026-06-19', likes: 12 });
  });

  it('accepts other field names (user object, text, star, epoch time)', () => {
    const ms = new Date(2024, 0, 2, 10).getTime();
    const c = parseComment({ commentId: 'c9', user: { nickname: '阿明' }, text: '一般', star: '3', createTime: ms, praiseCount: '7' }, 4);
    expect(c).toEqual({ id: 'c9', author: '阿明', content: '一般', score: 3, date: '2024-01-02', likes: 7 });
  });

  it('drops entries without text and non-objects', () => {
    for (const raw of [null, 'x', 1, [], {}, { id: 1, content: '   ' }]) expect(parseComment(raw, 0)).toBeNull();
  });

  it('leaves out malformed optional fields instead of failing', () => {
    const c = parseComment({ content: '好', score: 9, likeCount: -3, time: 'yesterday', nickName: { a: 1 } }, 7)!;
    expect(c.score).toBeNull();
    expect(c.likes).toBeNull();
    expect(c.date).toBe('');
    expect(c.author).toBe('');
    expect(commentKey(c)).toBe('p7');
  });
});

describe('comment pages', () => {
  it('read hasMore from the answer and drop malformed entries', () => {
    const page = toPage({ list: [{ id: 1, content: 'a' }, null, { id: 2 }], hasMore: true, totalCount: 30 }, parseComment, pageCursor(0, 0, 10));
    expect(page.items.map(commentKey)).toEqual(['1']);
    expect(page.hasMore).toBe(true);
  });

  it('treat a short page without a word from the server as the last', () => {
    expect(toPage([{ id: 1, content: 'a' }], parseComment, pageCursor(1, 0, 10)).hasMore).toBe(false);
  });
});
