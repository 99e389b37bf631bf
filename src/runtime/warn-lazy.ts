import type { WarnCode } from './warn-texts/warn-texts';
// Not from ./warn.ts, which imports the texts themselves.
import { write, type Warner } from './warn-write';

/**
 * ./warn.ts as the script tag's build gives it (rollup.config.mjs `lazyWarnings`): the text of
 * a warning comes from the `warn-texts` chunk, fetched the first time one is written, so a page
 * without bad input does not carry the texts (~0.3 KB gzip of pp-widgets.js). Same text, same
 * "once" rule (`warnOnce` by key and text), written in the order asked. When the chunk cannot
 * load, the code and its parameters are written instead: the warning is not lost.
 */
export function warnOf(logger: Warner, key: unknown, code: WarnCode, params: string[], ...details: unknown[]): Promise<void> {
  // The promise of its being written (for tests; callers ignore it).
  return import('./warn-texts/warn-texts').then(
    (m) => write(logger, key, (m.WARN_TEXTS[code] as (...p: string[]) => string)(...params), details),
    () => write(logger, key, `${code} ${params.join(' ')}`, details),
  );
}
