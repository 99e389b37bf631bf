// The fixture API of the dev/test server: answers every call of product-rules §7 with
// realistic data, accepts the logging endpoints, records every request and injects faults.
// Shapes: docs/fixtures.md.
//
//   import { createFixtureApi } from './api/index.js';
//   const api = createFixtureApi({ fixturesDir });
//   http.createServer(async (req, res) => { if (await api.handle(req, res)) return; serveStatic(req, res); });
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFixtures } from './data.js';
import { ApiFailure, Reply, fail, ok } from './envelope.js';
import { applyFault, createFaults } from './faults.js';
import { parseBodyParams, readBody, sendEmpty, sendJson, sendText } from './http.js';
import { createLuckyState } from './lucky-state.js';
import { createRequestLog } from './request-log.js';
import { createRumLog } from './rum-log.js';
import * as downloads from './routes/downloads.js';
import { collect, log } from './routes/logs.js';
import { LUCKY } from './routes/lucky.js';
import { PROXY, PROXY_NEW, dispatch, iosSpecial, wdjSpecial } from './routes/proxy.js';
import { sugs } from './routes/search.js';
import * as store from './routes/store.js';
import * as realname from './routes/realname.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Exact path → handler(ctx). */
function routeTable() {
  const table = {
    '/search/sugs': sugs,
    '/api/proxyNew': dispatch(PROXY_NEW),
    '/api/proxy': dispatch(PROXY),
    '/download/apk': downloads.apk,
    '/download/url': downloads.url,
    '/download/url/dot': downloads.urlDot,
    '/pp/apk': downloads.ppApk,
    '/pp/url': downloads.ppUrl,
    '/StoreDetailController/detail': store.detail,
    '/StoreDetailController/score': store.score,
    '/StoreDetailController/comment': store.comments,
    '/StoreDetailController/recs': store.recs,
    '/StoreDetailController/subcates': store.subcates,
    '/StoreDetailController/specials': store.specials,
    '/uc/rec': store.ucRec,
    '/lucky/ios.special.get': iosSpecial,
    '/lucky/wdj.special.get': wdjSpecial,
    '/log/activity': log,
    '/log/access': log,
    '/log/click': log,
    '/log/search': log,
    '/collect': collect,
    '/realname/submit': realname.submit,
    '/ios/search': realname.iosSearch,
  };
  for (const name of Object.keys(LUCKY)) table['/lucky/' + name] = LUCKY[name];
  return table;
}

/**
 * Creates the fixture API.
 * @param {{ fixturesDir?: string, imgDir?: string, rumFile?: string }} [options] `rumFile`: where
 *   field-measurement beacons are kept (./rum-log.js), server/.data/rum.jsonl by default
 * @returns {{ handle(req, res): Promise<boolean>, reset(): void, close(): void, requests: ReturnType<typeof createRequestLog> }}
 */
export function createFixtureApi(options = {}) {
  const fixturesDir = options.fixturesDir || join(here, '..', 'fixtures');
  const imgDir = options.imgDir || join(here, '..', '..', 'examples', 'img');
  const data = loadFixtures(fixturesDir);
  const routes = routeTable();
  const requests = createRequestLog();
  const rum = createRumLog(options.rumFile || join(here, '..', '.data', 'rum.jsonl'));
  const faults = createFaults();
  const state = { lucky: createLuckyState(data), reminders: [], config: {} };
  const stalled = new Set();

  function reset() {
    state.lucky.reset();
    state.reminders = [];
    state.config = {};
    faults.clear();
    requests.clear();
  }

  async function control(req, res, url) {
    const path = url.pathname;
    if (path === '/__requests') {
      if (req.method === 'DELETE') {
        requests.clear();
        sendEmpty(res);
      } else {
        sendJson(res, 200, requests.list({ path: url.searchParams.get('path'), method: url.searchParams.get('method') }));
      }
      return;
    }
    if (path === '/__faults') {
      if (req.method === 'DELETE') {
        faults.clear();
        sendEmpty(res);
      } else if (req.method === 'POST') {
        try {
          const body = JSON.parse(await readBody(req));
          const list = Array.isArray(body) ? body.map((f) => faults.add(f)) : [faults.add(body)];
          sendJson(res, 200, list);
        } catch (e) {
          sendJson(res, 400, { error: String(e && e.message) });
        }
      } else {
        sendJson(res, 200, faults.list());
      }
      return;
    }
    if (path === '/__config' && req.method === 'POST') {
      // Overrides config items of configListByTime: { "key_web_realname": "<content>" }.
      try {
        const body = JSON.parse(await readBody(req));
        for (const k of Object.keys(body)) state.config[k] = typeof body[k] === 'string' ? body[k] : JSON.stringify(body[k]);
        sendJson(res, 200, state.config);
      } catch (e) {
        sendJson(res, 400, { error: String(e && e.message) });
      }
      return;
    }
    if (path === '/__rum') {
      if (req.method === 'DELETE') {
        rum.clear();
        sendEmpty(res);
      } else {
        res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(rum.text());
      }
      return;
    }
    if (path === '/__rum/report') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(rum.report());
      return;
    }
    if (path === '/__reset') {
      reset();
      sendEmpty(res);
      return;
    }
  }

  const CONTROL = ['/__requests', '/__faults', '/__config', '/__reset', '/__rum', '/__rum/report'];

  function serveImage(res, path) {
    const file = normalize(join(imgDir, decodeURIComponent(path.slice('/img/'.length))));
    if (!file.startsWith(imgDir) || !existsSync(file)) return false;
    const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
    res.end(readFileSync(file));
    return true;
  }

  function answer(res, result, noState) {
    if (result instanceof Reply) {
      if (result.kind === 'raw') return sendJson(res, result.status, result.value);
      if (result.kind === 'redirect') {
        res.writeHead(302, { Location: result.value, 'Cache-Control': 'no-store' });
        return res.end();
      }
      return result.value(res);
    }
    if (noState) return sendJson(res, 200, { data: result });
    return sendJson(res, 200, ok(result));
  }

  /**
   * CORS for a page on another origin (a React or bundled app whose config `hosts` point here):
   * the page's own origin is allowed, with credentials (the library sends cookies with every
   * call, so `*` would not do). Answers a preflight itself (returns true); a simple request goes
   * on with the headers set.
   */
  function cors(req, res) {
    const origin = req.headers.origin;
    if (!origin) return false;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || 'Content-Type',
      'Access-Control-Max-Age': '600',
      'Cache-Control': 'no-store',
    });
    res.end();
    return true;
  }

  /**
   * Handles a request if it is one of ours (API, logs, control, fixture images, or any path
   * with a fault armed). Resolves false for anything else (the caller serves static files).
   * Never rejects.
   */
  async function handle(req, res) {
    let url;
    try {
      url = new URL(req.url || '/', 'http://fixture.local');
    } catch {
      return false;
    }
    const path = url.pathname;
    const ours = CONTROL.includes(path) || !!routes[path] || path.startsWith('/download/file/') || path.startsWith('/img/');
    if (ours && cors(req, res)) return true;
    try {
      if (CONTROL.includes(path)) {
        await control(req, res, url);
        if (!res.headersSent) sendJson(res, 405, { error: 'method not allowed' });
        return true;
      }
      const entry = requests.add(req, url);
      if (path === '/collect' && url.searchParams.get('t') === 'rum') rum.add(url.searchParams);
      // Exact paths, plus the package files the download redirects point at.
      const route = routes[path] || (path.startsWith('/download/file/') ? downloads.file : undefined);
      const fault = faults.take(req.method, path, Object.fromEntries(url.searchParams));
      if (route || fault) {
        // Listed only once its body is in: a test polling /__requests never sees it half read.
        entry.pending = true;
        try {
          entry.body = await readBody(req);
          entry.params = parseBodyParams(entry.body, req.headers['content-type']);
        } finally {
          delete entry.pending;
        }
      }
      let noState = false;
      if (fault) {
        const outcome = await applyFault(fault, req, res);
        if (outcome === 'handled') {
          if (fault.fault === 'stall') {
            stalled.add(res);
            res.on('close', () => stalled.delete(res));
          }
          return true;
        }
        noState = outcome === 'nostate';
      }
      if (!route) {
        if (path.startsWith('/img/') && serveImage(res, path)) return true;
        return false;
      }
      const params = { ...Object.fromEntries(url.searchParams), ...entry.params };
      let result;
      try {
        result = await route({ req, res, method: req.method, path, query: url.searchParams, params, data, state });
      } catch (e) {
        if (e instanceof ApiFailure) {
          sendJson(res, 200, fail(e.code, e.msg));
          return true;
        }
        throw e;
      }
      answer(res, result, noState);
      return true;
    } catch (e) {
      if (!res.headersSent) sendText(res, 500, 'fixture server error: ' + (e && e.message));
      return true;
    }
  }

  return {
    handle,
    reset,
    requests,
    /** Ends stalled answers (for test servers shutting down). */
    close() {
      for (const res of stalled) res.destroy();
      stalled.clear();
    },
  };
}
