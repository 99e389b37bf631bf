/**
 * Starts the fixture API on a real local HTTP server (port 0) for the API client tests, with
 * helpers to read its request log and arm faults. Not a test file itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFixtureApi } from '../../server/api/index.js';
import type { RecordedRequest } from '../../server/api/index.js';

export interface FixtureServer {
  base: string;
  /** Recorded requests of a path (all when omitted). */
  requests(path?: string): Promise<RecordedRequest[]>;
  /** The most recent request of a path; fails the test when there is none. */
  last(path: string): Promise<RecordedRequest>;
  fault(spec: Record<string, unknown>): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

// Captured at import: tests stub the global fetch, the helper must not see their stubs.
const realFetch = globalThis.fetch;

export async function startFixtureServer(): Promise<FixtureServer> {
  const api = createFixtureApi();
  const server = http.createServer((req, res) => {
    api.handle(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not found');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = 'http://127.0.0.1:' + (server.address() as AddressInfo).port;

  const requests = async (path?: string): Promise<RecordedRequest[]> => {
    const res = await realFetch(base + '/__requests' + (path ? '?path=' + encodeURIComponent(path) : ''));
    return (await res.json()) as RecordedRequest[];
  };

  return {
    base,
    requests,
    async last(path) {
      const list = await requests(path);
      if (!list.length) throw new Error('no request recorded for ' + path);
      return list[list.length - 1];
    },
    async fault(spec) {
      const res = await realFetch(base + '/__faults', { method: 'POST', body: JSON.stringify(spec) });
      if (!res.ok) throw new Error('fault not armed: ' + (await res.text()));
    },
    async reset() {
      await realFetch(base + '/__reset', { method: 'POST' });
    },
    async close() {
      api.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
