// Types of the fixture API for TypeScript tests (the server itself is plain JS, no build).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RecordedRequest {
  seq: number;
  time: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Body text as received. */
  body: string;
  /** Body parsed: JSON object, form fields, or text/plain holding either. */
  params: Record<string, unknown>;
}

export interface RequestLog {
  list(filter?: { path?: string | null; method?: string | null }): RecordedRequest[];
  clear(): void;
}

export interface FixtureApi {
  /** Handles the request if it is one of ours; resolves false otherwise. Never rejects. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Clears lucky state, reminders, config overrides, faults and the request log. */
  reset(): void;
  /** Ends answers stalled by the `stall` fault. */
  close(): void;
  requests: RequestLog;
}

export function createFixtureApi(options?: { fixturesDir?: string; imgDir?: string }): FixtureApi;
