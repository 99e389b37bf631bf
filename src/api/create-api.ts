// The API client's factory. Its own module, not in index.ts: the runtime imports it dynamically
// (src/services/services.ts), and a dynamically imported namespace keeps every export, so the
// api chunk would otherwise hand over every name of index.ts, which nothing reads from it.
import type { Api, ApiOptions } from './api-types';
import { createClient } from './client';
import { downloadCalls } from './calls/downloads';
import { luckyCalls } from './calls/lucky';
import { proxyCalls } from './calls/proxy';
import { searchCalls } from './calls/search';
import { storeCalls } from './calls/store';

/**
 * Creates the API client (`services.api`). Calls resolve with the envelope's `data` or reject
 * with an `ApiState`; none throws.
 * @example
 * const api = createApi({ env, logger, identity: () => getClientInfo(bridge) });
 * api.getDetail({ appId: 1 }).then(render, (state) => logger.warn(state.msg));
 */
export function createApi(options: ApiOptions): Api {
  const client = createClient(options);
  return {
    options,
    ...searchCalls(client),
    ...downloadCalls(client),
    ...storeCalls(client),
    ...proxyCalls(client),
    lucky: luckyCalls(client),
  };
}
