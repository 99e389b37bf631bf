/**
 * The userIdType rule of product-rules §3 "User identity for activities": the `userIdType` that
 * goes with a user token in the API's calls. In the API client's folder (the `api` chunk): the
 * runtime's identity provider (src/services/services.ts) adds it to the client's identity, and
 * lucky, which loads this chunk anyway, sends it with its calls; outside the store's clients
 * neither loads the bridge's code for it.
 */
import type { Environment, StoreClient } from '../base-types';

/** userIdType values of product-rules §3: 4 for the iOS client ppzb, 2 for ppyy, otherwise 0. */
export type UserIdType = 0 | 2 | 4;

/**
 * The `userIdType` to send with a user token, from the environment or its `client`.
 *
 * @example userIdTypeFor(env) // 4 inside the ppzb iOS client
 */
export function userIdTypeFor(source: Pick<Environment, 'client'> | StoreClient | null | undefined): UserIdType {
  const client = source && typeof source === 'object' ? source.client : source;
  if (client === 'ppzb') return 4;
  if (client === 'ppyy') return 2;
  return 0;
}
