// STUB, replaced by the API client work (issue 3). Shape: see the factory below.
import type { Environment, Logger } from '../types';

export interface ApiOptions {
  env: Environment;
  logger: Logger;
  /** Injected for tests and host-page wrappers; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface Api {
  readonly options: ApiOptions;
}

export function createApi(options: ApiOptions): Api {
  return { options };
}
