// The origin the start-up pages are served from: one tiny http server on 127.0.0.1, port 0.
// Generated pages and baseline bundles come from bench/out/ and our build from dist/, both
// through sirv with the same options as server/start.js, so every approach's script travels
// the same way; anything else (the fixture API) is passed on to the project's server.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * One statement put in front of each script under test as it is served: it records when that
 * script began to run, so that every approach is timed from its own start, whatever the
 * browser did between reaching the tag and running it. The files on disk are untouched (the
 * byte figures are read from them).
 */
export const EXEC_PROBE = 'window.__bench&&__bench.done("exec");';

/**
 * And one statement after it: when that script's own run ended. For pp-widgets (loaded with
 * `data-autostart="false"` and started from the next inline script), the time from here to that
 * call is the harness's (see `harnessGap` in stats.js).
 */
export const EXEC_END_PROBE = '\n;window.__bench&&__bench.done("exec-end");';

/**
 * @param {{ distDir: string, outDir: string, upstream: string, probed?: Record<string, string> }} options
 *   upstream = project server URL; probed = URL path → file of each script under test (served between EXEC_PROBE and EXEC_END_PROBE)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startBenchServer({ distDir, outDir, upstream, probed = {} }) {
  const opts = { dev: true, etag: true };
  // Compressed as the build wrote them (.br/.gz), like server/start.js; the probed scripts are
  // served plain (a statement is added to them).
  const dist = sirv(distDir, { ...opts, brotli: true, gzip: true });
  const out = sirv(outDir, opts);
  const target = new URL(upstream);

  const server = http.createServer((req, res) => {
    const url = req.url || '/';
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    };
    const probedFile = probed[url.split('?')[0]];
    if (probedFile) {
      readFile(probedFile, 'utf8').then(
        (code) => {
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
          res.end(EXEC_PROBE + code + EXEC_END_PROBE);
        },
        notFound,
      );
      return;
    }
    if (url.startsWith('/dist/')) {
      req.url = url.slice('/dist'.length);
      return dist(req, res, notFound);
    }
    if (url.startsWith('/bench-out/')) {
      req.url = url.slice('/bench-out'.length);
      return out(req, res, notFound);
    }
    const proxied = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: url, headers: { ...req.headers, host: target.host } },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode || 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  });
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
