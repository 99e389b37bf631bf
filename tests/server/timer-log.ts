/**
 * Observes the timers the code under test asks for, in order with the test's own marks, so a test
 * asserts the delay a party asked for and that it waited for it, never the time that passed.
 * Timers still run on the real clock (the fixture server answers over real sockets); the test only
 * reads the order of events. Not a test file itself.
 */
import { vi } from 'vitest';

export interface TimerLog {
  /** 'set <ms>', 'fired <ms>' and the test's marks, in the order they happened. */
  events: string[];
  mark(event: string): void;
  /**
   * The timers set and fired after the n-th (0-based) occurrence of mark `from` and before the
   * next `to` ('set <ms>', 'fired <ms>' in order); timers the transport sets and leaves pending
   * (a socket's keep-alive) are left out.
   */
  between(from: string, n: number, to: string): string[];
  restore(): void;
}

export function watchTimers(): TimerLog {
  const events: string[] = [];
  const real = globalThis.setTimeout;
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
    fn: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    events.push('set ' + ms);
    return real(() => {
      events.push('fired ' + ms);
      fn(...args);
    }, ms);
  }) as unknown as typeof setTimeout);
  return {
    events,
    mark: (event) => void events.push(event),
    between(from, n, to) {
      let start = -1;
      for (let i = 0, seen = 0; i < events.length; i++) {
        if (events[i] === from && seen++ === n) {
          start = i;
          break;
        }
      }
      if (start < 0) return [];
      const end = events.indexOf(to, start + 1);
      const gap = events.slice(start + 1, end < 0 ? events.length : end);
      return gap.filter((e) => e.startsWith('fired ') || (e.startsWith('set ') && gap.includes('fired ' + e.slice(4))));
    },
    restore: () => spy.mockRestore(),
  };
}
