/**
 * The global the legacy pages' native container injects as its stat-logger interface.
 * The legacy scripts send `svr: window.StatLoggerInterface ? 1 : 2` (product-rules §7); a page whose
 * container uses another name passes it to `detectEnvironment({ statLoggerName })`.
 */
export const DEFAULT_STAT_LOGGER_NAME = 'StatLoggerInterface';

/**
 * product-rules §7 `svr`: 1 when the stat-logger interface exists on `win`, otherwise 2.
 * Never throws (a hostile getter counts as absent).
 *
 * @example svrFor(window) // 2 in a plain browser
 */
export function svrFor(win: unknown, name: string = DEFAULT_STAT_LOGGER_NAME): 1 | 2 {
  try {
    const host = win as Record<string, unknown> | null | undefined;
    return host && name && host[name] ? 1 : 2;
  } catch (_) {
    return 2;
  }
}
