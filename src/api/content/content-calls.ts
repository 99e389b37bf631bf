/**
 * The calls of the content lists and lucky (the store, proxy and lucky-draw calls of
 * product-rules §7), on the one client the API chunk made. This folder is a chunk of its own:
 * the detail page's search box and download button use only the calls of src/api/calls/, so
 * they never load these; the widgets that do load the folder with their own code (they read the
 * answers with its readers, fields.ts and normalize.ts). src/api/create-api.ts forwards each of
 * these calls here (`CONTENT_CALLS`, `LUCKY_CALLS`, which a test keeps equal to the keys below).
 */
import type { Api } from '../api-types';
import type { Client } from '../client';
import { luckyCalls } from './lucky';
import { proxyCalls } from './proxy';
import { storeCalls } from './store';
import { firstCall } from './first';

export type ContentCalls = ReturnType<typeof storeCalls> & ReturnType<typeof proxyCalls> & Pick<Api, 'lucky'>;

/**
 * The content calls on `client`.
 * @example contentCalls(createClient({ env, logger })).getScore({ appId: 1, versionId: 2 })
 */
export function contentCalls(client: Client): ContentCalls & { first(element: Element): void } {
  const calls: ContentCalls = { ...storeCalls(client), ...proxyCalls(client), lucky: luckyCalls(client) };
  return { ...calls, first: (element: Element) => firstCall(client, calls, element) };
}
