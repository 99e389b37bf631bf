/** A Logger that records what it was told, for tests (src/types.ts `Logger`). */
import { vi } from 'vitest';
import type { Logger } from '../../src/types';

export interface FakeLogger extends Logger {
  /** Every argument of every call, as text, to scan for data that must never be logged. */
  text(): string;
}

export function createFakeLogger(): FakeLogger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn>; warnOnce: ReturnType<typeof vi.fn>; handleError: ReturnType<typeof vi.fn> } {
  const logger = {
    warn: vi.fn(),
    error: vi.fn(),
    warnOnce: vi.fn(),
    handleError: vi.fn(),
    text(): string {
      const calls = [logger.warn, logger.error, logger.warnOnce, logger.handleError].map((f) => f.mock.calls);
      return JSON.stringify(calls, (_k, v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : v));
    },
  };
  return logger;
}
