/**
 * The browser test harness: a `server` fixture (one example + fixture API server per worker,
 * on a free port) and helpers to read its request log and inject faults. Every page also
 * collects console errors, page errors and unhandled rejections so tests can assert none.
 */
import { test as base, expect, type Frame, type Page, type Request } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
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

/**
 * The text of a file of dist/ once a build has finished writing it: the build's last step
 * (scripts/compress-dist.mjs) writes `<file>.gz` from the finished file, so a `.gz` that
 * unpacks to the file says the build is done with it (a rebuild deletes dist/ first, and
 * rollup writes no `.gz`). Null while it is not (yet) so.
 */
export function builtFile(path: string): string | null {
  try {
    if (!existsSync(path + '.gz')) return null;
    const text = readFileSync(path, 'utf8');
    return gunzipSync(readFileSync(path + '.gz')).toString('utf8') === text ? text : null;
  } catch {
    return null; // a rebuild deleted or is writing it
  }
}

/**
 * Calls `read` until it gives a value (a finished build, see builtFile), looking again every
 * half second for up to a minute, while another engineer's rebuild of dist/ is under way.
 */
export async function whenBuilt<T>(read: () => T | null, what: string): Promise<T> {
  for (let i = 0; i < 120; i++) {
    const value = read();
    if (value !== null) return value;
    // The poll's interval, not a wait for the page: nothing here is asserted on time.
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} is not built (npm run build)`);
}

const SELF_CONTAINED = fileURLToPath(new URL('../../dist/pp-widgets.all.js', import.meta.url));
let selfContained = '';

/**
 * Serves the self-contained build (dist/pp-widgets.all.js, read once a build has finished it)
 * in place of /dist/pp-widgets.js for this page and its frames. Specs that drive many page
 * loads use it so that a rebuild of dist/ during a run cannot swap the lazy chunks under them;
 * it also keeps the contract's second script-tag file under test.
 */
export async function serveSelfContainedBuild(page: Page): Promise<void> {
  if (!selfContained) selfContained = await whenBuilt(() => builtFile(SELF_CONTAINED), 'dist/pp-widgets.all.js');
  const body = selfContained;
  await page.route('**/dist/pp-widgets.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body }));
}

/*
 * Signals for tests that wait: each resolves when something has happened in the page, never
 * after a guessed time (CI runs the suite on a busy two-core machine).
 */

/**
 * Two rendered frames and then a task, in the page (or frame): every IntersectionObserver has
 * reported what the last layout showed (it delivers after a frame's rendering), and what was
 * queued for the next frame (a re-render, a replayed click) has run.
 */
export async function nextFrames(target: Page | Frame): Promise<void> {
  await target.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Past the runtime's idle moment that follows what has happened so far, e.g. `pp:ready`
 * (src/runtime/wake.ts `onIdle`: requestIdleCallback, else a 200 ms timer): two idle callbacks
 * asked for now run after any asked for before (idle callbacks run in the order asked), or,
 * without requestIdleCallback (the floor), two timers of 200 ms set now fire after any timer
 * of at most 200 ms set before (HTML runs timers in that order). Then two frames and a task,
 * for what the idle work started.
 */
export async function pastIdle(target: Page | Frame): Promise<void> {
  await target.evaluate(async () => {
    const w = window as Window & { requestIdleCallback?: (fn: () => void) => number };
    for (let i = 0; i < 2; i++) {
      await new Promise<void>((resolve) => {
        if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(() => resolve());
        else setTimeout(resolve, 200); // src/runtime/wake.ts onIdle's fallback delay
      });
    }
  });
  await nextFrames(target);
}

/**
 * Waits until every chunk the loader has asked for has run: the loader (src/loader/amd-loader.ts)
 * removes a chunk's script element once it has run, so none is left in the document. Then two
 * frames and a task for what the chunk's code started (an observer's first report, the chunks
 * that report asks for), and again until that asked for nothing more. Not for chunks that fail
 * to load: their element stays.
 */
export async function chunksSettled(target: Page | Frame): Promise<void> {
  const none = () => document.querySelectorAll('script[src*="/chunks/"]').length === 0;
  do {
    await target.waitForFunction(none);
    await nextFrames(target);
  } while (!(await target.evaluate(none)));
}

/**
 * What the page starts on its own (at start, at `pp:ready`, at the idle moment after it) has
 * happened: past the idle moment (pastIdle), and every chunk asked for by then has run
 * (chunksSettled).
 */
export async function pageSettled(target: Page | Frame): Promise<void> {
  await pastIdle(target);
  await chunksSettled(target);
}

/**
 * Counts the page's requests to `pathname` as they are sent and as they end. `settled()` waits
 * until every one sent so far has ended (answered or failed), i.e. has reached the server's
 * request log: after a round trip to the page, so what it sent before is counted by then.
 */
export function watchRequests(page: Page, pathname: string): { settled(): Promise<void> } {
  // The requests seen sent since now; one sent before (an event logged a moment earlier) that
  // ends after is not ours to wait for, and must not count as ended either.
  const pending = new Set<Request>();
  const ours = (url: string) => new URL(url).pathname === pathname;
  page.on('request', (r) => {
    if (ours(r.url())) pending.add(r);
  });
  const end = (r: Request) => {
    pending.delete(r);
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async settled() {
      await nextFrames(page);
      await expect.poll(() => pending.size).toBe(0);
    },
  };
}

/**
 * Resolves once a timer of `ms` set now in the page has fired. HTML runs a window's timers of
 * equal or shorter delay in the order they were set, so every such timer set before (the
 * library's debounce, throttle or timeout that started earlier) has fired too: the signal that
 * a documented delay is over, where its end shows nothing.
 */
export async function afterPageTimers(target: Page | Frame, ms: number): Promise<void> {
  await target.evaluate((delay) => new Promise<void>((resolve) => setTimeout(resolve, delay)), ms);
}

/**
 * Moves the page's wall clock (`Date.now`, which the widgets' clock service reads) `ms` ahead:
 * for a guard the library keeps by the wall clock, such as the download button's 2 s double-tap
 * guard (widgets/download/download-state.ts REPEAT_GUARD_MS). Playwright's page.clock would do it too,
 * but installing it puts back requestIdleCallback and AbortSignal, which the floor removes.
 */
export async function advanceWallClock(page: Page, ms: number): Promise<void> {
  await page.evaluate((by) => {
    const w = window as unknown as { __ppwClockSkew?: number };
    if (w.__ppwClockSkew === undefined) {
      const now = Date.now;
      w.__ppwClockSkew = 0;
      Date.now = () => now.call(Date) + w.__ppwClockSkew!;
    }
    w.__ppwClockSkew += by;
  }, ms);
}

/**
 * Records the chunk names (without hash) the page requests from now on, in order.
 * @example const chunks = chunkRecorder(page); await gotoReady(page, '/lucky.html'); expect(chunks).toContain('lucky');
 */
export function chunkRecorder(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const m = /\/chunks\/([a-z-]+?)-[A-Za-z0-9_-]{4}\.js/.exec(r.url());
    if (m) names.push(m[1]!);
  });
  return names;
}

export { expect };
