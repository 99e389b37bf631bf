/**
 * The browser test harness: a `server` fixture (one example + fixture API server per worker,
 * on a free port) and helpers to read its request log and inject faults. Every page also
 * collects console errors, page errors and unhandled rejections so tests can assert none.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FLOOR_REMOVED_APIS, removeFloorApis } from './floor';
// @ts-expect-error plain JavaScript server module
import { startServer } from '../../server/start.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}

export interface FixtureServer {
  url: string;
  /** Requests the fixture server received, optionally only those to `path`. */
  requests(path?: string): Promise<RecordedRequest[]>;
  clearRequests(): Promise<void>;
  /** Injects a fault for the next matching request(s), see docs/fixtures.md. */
  fault(spec: { path: string; fault: string; ms?: number; status?: number; times?: number }): Promise<void>;
  clearFaults(): Promise<void>;
  reset(): Promise<void>;
}

export interface PageProblems {
  errors: string[];
  consoleErrors: string[];
  /** Responses with status >= 400 (URL and status), to tell a missing file from a bug. */
  failedResponses: string[];
}

async function call(url: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (!res.ok && res.status !== 204) throw new Error(`${init?.method || 'GET'} ${url} → ${res.status}`);
  return res;
}

export const test = base.extend<{ problems: PageProblems; floor: boolean }, { server: FixtureServer }>({
  /**
   * The `floor` project sets this: every page of the test's context gets the API surface of
   * Chrome 58 / iOS Safari 11.0 (tests/browser/floor.ts) before any of its scripts, and the
   * test fails on any uncaught page error or unhandled rejection, in any page of the context,
   * whether or not the test itself looks at `problems`.
   */
  floor: [false, { option: true }],
  context: async ({ context, floor }, use) => {
    if (!floor) return use(context);
    await context.addInitScript(removeFloorApis, FLOOR_REMOVED_APIS);
    await context.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        console.error('ppw-floor: unhandledrejection', String((event as PromiseRejectionEvent).reason));
      });
    });
    const errors: string[] = [];
    context.on('weberror', (e) => errors.push(String(e.error())));
    context.on('console', (msg) => {
      if (msg.type() === 'error' && msg.text().startsWith('ppw-floor: ')) errors.push(msg.text());
    });
    await use(context);
    expect(errors, 'uncaught page errors and unhandled rejections on the browser floor').toEqual([]);
  },
  server: [
    async ({}, use) => {
      const s = await startServer({ port: 0, quiet: true });
      const api: FixtureServer = {
        url: s.url,
        async requests(path) {
          const res = await call(`${s.url}/__requests${path ? `?path=${encodeURIComponent(path)}` : ''}`);
          return (await res.json()) as RecordedRequest[];
        },
        async clearRequests() {
          await call(`${s.url}/__requests`, { method: 'DELETE' });
        },
        async fault(spec) {
          await call(`${s.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(spec) });
        },
        async clearFaults() {
          await call(`${s.url}/__faults`, { method: 'DELETE' });
        },
        async reset() {
          await call(`${s.url}/__reset`, { method: 'POST' });
        },
      };
      await use(api);
      await s.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [], consoleErrors: [], failedResponses: [] };
    page.on('response', (res) => {
      if (res.status() >= 400) problems.failedResponses.push(`${res.status()} ${new URL(res.url()).pathname}`);
    });
    page.on('pageerror', (error) => problems.errors.push(String(error)));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.consoleErrors.push(msg.text());
    });
    await page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        console.error('unhandledrejection', String((event as PromiseRejectionEvent).reason));
      });
    });
    await use(problems);
  },
});

/** Waits for the runtime's `pp:ready` (or resolves at once if it already fired). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __ppReady: boolean }).__ppReady = false;
    document.addEventListener('pp:ready', () => ((window as unknown as { __ppReady: boolean }).__ppReady = true));
  });
  await page.goto(path);
  await page.waitForFunction(() => (window as unknown as { __ppReady: boolean }).__ppReady === true);
}

const SELF_CONTAINED = fileURLToPath(new URL('../../dist/pp-widgets.all.js', import.meta.url));
let selfContained = '';

/**
 * Serves the self-contained build (dist/pp-widgets.all.js, read once, when two reads agree) in
 * place of /dist/pp-widgets.js for this page and its frames. Specs that drive many page loads
 * use it so that a rebuild of dist/ during a run cannot swap the lazy chunks under them; it
 * also keeps the contract's second script-tag file under test.
 */
export async function serveSelfContainedBuild(page: Page): Promise<void> {
  for (let i = 0; i < 120 && !selfContained; i++) {
    try {
      const a = readFileSync(SELF_CONTAINED, 'utf8');
      await new Promise((r) => setTimeout(r, 500));
      const b = readFileSync(SELF_CONTAINED, 'utf8');
      if (a === b && a.length > 1000) selfContained = a;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (!selfContained) throw new Error('dist/pp-widgets.all.js is not built (npm run build)');
  const body = selfContained;
  await page.route('**/dist/pp-widgets.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body }));
}

export { expect };
