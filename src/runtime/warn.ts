import { WARN_TEXTS, type WarnCode } from './warn-texts/warn-texts';
import { write, type Warner } from './warn-write';

export type { Warner };

/**
 * Writes the core's warning `code` with its `params` (the text: ./warn-texts/warn-texts.ts) to `logger`,
 * once per `key` when a key is given (`warnOnce`), else each time (`warn`); `details` follow
 * the text (an element, an error). The script tag's build writes it once its text has loaded
 * (./warn-lazy.ts); here, at once.
 * @example warnOf(logger, el, 'hydrate', [schema.wake, attr, HYDRATE_VALUES.join(', ')], el)
 */
export function warnOf(logger: Warner, key: unknown, code: WarnCode, params: string[], ...details: unknown[]): void {
  write(logger, key, (WARN_TEXTS[code] as (...p: string[]) => string)(...params), details);
}

