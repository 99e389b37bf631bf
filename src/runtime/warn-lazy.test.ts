import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { warnOf as warnNow } from './warn';
import { warnOf as warnLater } from './warn-lazy';

/** A real logger (its once rule included) over a console that records what it is given. */
function recording() {
  const lines: unknown[][] = [];
  const sink = { warn: (...args: unknown[]) => void lines.push(args), error: () => undefined };
  return { logger: createLogger(sink), lines };
}

// The script tag's core writes its bad-input warnings through warn-lazy.ts (rollup.config.mjs
// lazyWarnings): their texts come from a chunk. What reaches the console must be what warn.ts
// writes at once: the same text and details, the same once rule, in the order asked.
describe('warnings whose texts load when one is written', () => {
  it('writes what warn.ts writes, once per key and text, in order', async () => {
    const el = document.createElement('div');
    const now = recording();
    const later = recording();
    for (const [warn, { logger }] of [[warnNow, now], [warnLater, later]] as const) {
      await warn(logger, undefined, 'configType', ['locale', 'string', 'number']);
      await warn(logger, el, 'hydrate', ['data-hydrate', 'soon', 'load, idle'], el);
      await warn(logger, el, 'hydrate', ['data-hydrate', 'soon', 'load, idle'], el);
      await warn(logger, 'localStorage', 'storage', ['localStorage'], new Error('denied'));
      await warn(logger, undefined, 'prefetch', []);
    }
    expect(later.lines).toEqual(now.lines);
    expect(later.lines.map((l) => l[1])).toEqual([
      'config "locale" should be a string, got number; the default is used',
      'data-hydrate="soon" is not one of load, idle; using the default',
      'pp-widgets: localStorage unavailable, using memory',
      'config "prefetch" must be true, false, "viewport" or "idle"; "viewport" is used',
    ]);
    expect(later.lines[1]![2]).toBe(el);
  });

  it('keeps the order of warnings asked for before the texts arrive', async () => {
    const { logger, lines } = recording();
    const pending = [warnLater(logger, undefined, 'logAccess', []), warnLater(logger, undefined, 'locale', ['fr'])];
    expect(lines).toEqual([]);
    await Promise.all(pending);
    expect(lines.map((l) => l[1])).toEqual(['config "log.access" must be true or false; true is used', 'config "locale" must be "zh-CN" or "en", got "fr"; zh-CN is used']);
  });
});
