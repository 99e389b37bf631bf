import type { Logger } from '../base-types';

/** What a warning is written to: a Logger, or a store's options' `warnOnce` alone. */
export type Warner = Pick<Logger, 'warnOnce'> & Partial<Pick<Logger, 'warn'>>;

/** `warn`, or `warnOnce(key, …)` when there is a key (./warn.ts, ./warn-lazy.ts). */
export function write(logger: Warner, key: unknown, text: string, details: unknown[]): void {
  if (key === undefined && logger.warn) logger.warn(text, ...details);
  else logger.warnOnce(key, text, ...details);
}
