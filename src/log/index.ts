// STUB, replaced by the logging and tracking work (issue 3).
import type { Environment, Logger } from '../types';

export interface LogOptions {
  env: Environment;
  logger: Logger;
}

export interface LogService {
  /** Removes delegated listeners, timers. */
  dispose(): void;
}

export function createLog(_options: LogOptions): LogService {
  return { dispose: () => undefined };
}
