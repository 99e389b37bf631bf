import type { Logger } from '../types';
import { WARN_TEXTS, type WarnCode } from './warn-texts';

/** What a warning is written to: a Logger, or a store's options' `warnOnce` alone. */
export type Warner = Pick<Logger, 'warnOnce'> & Partial<Pick<Logger, 'warn'>>;

/**
 * Writes the core's warning `code` with its `params` (the text: ./warn-texts.ts) to `logger`,
 * once per `key` when a key is given (`warnOnce`), else each time (`warn`); `details` follow
 * the text (an element, an error). The script tag's build writes it once its text has loaded
 * (./warn-lazy.ts); here, at once.
 * @example warnOf(logger, el, 'hydrate', [schema.wake, attr, HYDRATE_VALUES.join(', ')], el)
 */
export function warnOf(logger: Warner, key: unknown, code: WarnCode, params: string[], ...details: unknown[]): void {
  write(logger, key, (WARN_TEXTS[code] as (...p: string[]) => string)(...params), details);
}

/** `warn` or `warnOnce(key, …)`. */
export function write(logger: Warner, key: unknown, text: string, details: unknown[]): void {
  if (key === undefined && logger.warn) logger.warn(text, ...details);
  else logger.warnOnce(key, text, ...details);
}
