// The envelope of the wrapped API (product-rules §7) and the catalogue codes of product-rules §8.

export const CODES = {
  OK: 2000000,
  QUOTA_FULL: 5090002,
  NOT_TAOBAO: 5050017,
  USER_UNAUTHENTICATED: 5000406,
  // Not in product-rules §8 ("other server error codes: not shown"); documented in docs/fixtures.md.
  NOT_FOUND: 5000404,
  BAD_PARAM: 5000400,
};

export const MESSAGES = {
  [CODES.OK]: '成功',
  [CODES.QUOTA_FULL]: '抽奖机会已用完',
  [CODES.NOT_TAOBAO]: '当前账号不是淘宝账号',
  [CODES.USER_UNAUTHENTICATED]: '用户未登录',
  [CODES.NOT_FOUND]: '内容不存在',
  [CODES.BAD_PARAM]: '参数错误',
};

/** `{ state: { code: 2000000, msg }, data }` */
export function ok(data) {
  return { state: { code: CODES.OK, msg: MESSAGES[CODES.OK] }, data };
}

/** `{ state: { code, msg }, data: null }` */
export function fail(code, msg) {
  return { state: { code, msg: msg || MESSAGES[code] || '错误' }, data: null };
}

/** A failure thrown by a route handler and answered as its envelope (HTTP 200, as these servers do). */
export class ApiFailure extends Error {
  constructor(code, msg) {
    super(msg || MESSAGES[code] || String(code));
    this.code = code;
    this.msg = msg || MESSAGES[code];
  }
}

/** A route's answer that is not the envelope: raw JSON, a redirect or a custom writer. */
export class Reply {
  constructor(kind, value, status = 200) {
    this.kind = kind;
    this.value = value;
    this.status = status;
  }
}

/** Answers this JSON as is (no envelope), e.g. /search/sugs, /pp/url. */
export const raw = (value, status = 200) => new Reply('raw', value, status);
/** 302 to a URL. */
export const redirect = (url) => new Reply('redirect', url, 302);
/** Writes the answer itself: fn(res). */
export const custom = (fn) => new Reply('custom', fn);
