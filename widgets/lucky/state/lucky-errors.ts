/**
 * What the panel tells the user for each error code of product-rules §8. Pure: a table and a reader.
 */
import type { Logger } from '../../../src/types';

/** The product-rules §8 codes the panel treats specially (values of `ErrorCode` in src/api/errors.ts). */
export const LUCKY_CODES = {
  OK: 2000000,
  QUOTA_FULL: 5090002,
  NOT_TAOBAO: 5050017,
  USER_UNAUTHENTICATED: 5000406,
  TIME_OUT: -1,
  PARAM_REQUIRED: -2,
} as const;

/** A failure as the user sees it; each kind has its own message (`lucky.error.<kind>`). */
export type LuckyErrorKind =
  | 'noChances'
  | 'needTaobao'
  | 'unauthenticated'
  | 'timeout'
  | 'invalid'
  | 'generic';

/** product-rules §8 code → kind. Any code not listed is `generic` (an honest "something went wrong"). */
const KIND_BY_CODE: Record<number, LuckyErrorKind> = {
  [LUCKY_CODES.QUOTA_FULL]: 'noChances',
  [LUCKY_CODES.NOT_TAOBAO]: 'needTaobao',
  [LUCKY_CODES.USER_UNAUTHENTICATED]: 'unauthenticated',
  [LUCKY_CODES.TIME_OUT]: 'timeout',
  [LUCKY_CODES.PARAM_REQUIRED]: 'invalid',
};

/** The state code of a rejection (`ApiState {code,msg}`), or null for anything else. */
export function codeOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = Number((error as { code: unknown }).code);
    return isFinite(code) ? code : null;
  }
  return null;
}

/**
 * The kind of a rejection: product-rules §8 codes by the table, everything else (thrown errors,
 * unknown codes) `generic`.
 * @example errorKind({ code: 5090002, msg: '' }) // 'noChances'
 */
export function errorKind(error: unknown): LuckyErrorKind {
  const code = codeOf(error);
  return (code !== null && KIND_BY_CODE[code]) || 'generic';
}

/** Only a time-out is worth retrying as is; the other codes would answer the same. */
export function isRetryable(kind: LuckyErrorKind): boolean {
  return kind === 'timeout' || kind === 'generic';
}

/** Whether a rejection is USER_UNAUTHENTICATED, which triggers the login-and-retry path. */
export function isUnauthenticated(error: unknown): boolean {
  return codeOf(error) === LUCKY_CODES.USER_UNAUTHENTICATED;
}

/**
 * Logs a failed call as `lucky: <what> failed` with its state code only: never the answer,
 * which may hold personal data. `extra` goes before the code.
 */
export function warnFailed(logger: Logger, what: string, error: unknown, ...extra: unknown[]): void {
  logger.warn('lucky: ' + what + ' failed', ...extra, codeOf(error));
}
