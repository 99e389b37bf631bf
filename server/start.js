#!/usr/bin/env node
// `npm start` server: the example pages (examples/), the built library (dist/), the docs (docs/
// and each widget's or page feature's page, widgets/<folder>/README.md, features/<folder>/README.md,
// with the lists' notes that the list widgets' pages link, src/lists/README.md), and the fixture API that answers every call of product-rules §7 (server/api/), all on one localhost origin.
// Static files are served by sirv (a small, well-kept static server: range requests, ETags,
// content types, directory index) rather than a hand-rolled file server.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import sirv from 'sirv';
import { createFixtureApi } from './api/index.js';
import { serveCspPage } from './csp.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `/widgets/<folder>/README.md` (a sub-flow's folder too: download/realname) or
 * `/features/<folder>/README.md` (a page feature's), with or without a query.
 */
const WIDGET_PAGE = /^\/(widgets|features)\/[a-z0-9-]+(?:\/[a-z0-9-]+)?\/README\.md(?:\?.*)?$/;
/** `/src/lists/README.md`: the shared lists' page, which the list widgets' pages link. */
const LISTS_PAGE = /^\/src\/lists\/README\.md(?:\?.*)?$/;

/**
 * Creates the example server. `port` 0 picks a free port (tests).
 * @param {{ port?: number, host?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const { port = Number(process.env.PORT || 8080), host = '127.0.0.1', quiet = false } = options;
  const api = createFixtureApi({ fixturesDir: join(root, 'server', 'fixtures') });
  const dev = { dev: true, etag: true };
  // The build writes .br and .gz next to each script and stylesheet (scripts/compress-dist.mjs):
  // served with the matching Content-Encoding to a browser that accepts it, as a CDN would.
  const dist = sirv(join(root, 'dist'), { ...dev, brotli: true, gzip: true });
  const examples = sirv(join(root, 'examples'), { ...dev, extensions: ['html'] });
  const docs = sirv(join(root, 'docs'), dev);
  // Each widget's (and page feature's) page is the README in its folder: those files only, never
  // their source.
  const pages = { widgets: sirv(join(root, 'widgets'), dev), features: sirv(join(root, 'features'), dev) };
  const listsPage = sirv(join(root, 'src', 'lists'), dev);

  const server = http.createServer(async (req, res) => {
    try {
      if (await api.handle(req, res)) return;
      // examples/csp.html under a strict Content-Security-Policy with a fresh nonce.
      if (await serveCspPage(req, res)) return;
      const url = req.url || '/';
      if (url.startsWith('/dist/') || url.startsWith('/static/')) {
        req.url = url.replace(/^\/(dist|static)/, '');
        return dist(req, res, () => notFound(res));
      }
      if (url.startsWith('/docs/')) {
        req.url = url.replace(/^\/docs/, '');
        return docs(req, res, () => notFound(res));
      }
      const page = WIDGET_PAGE.exec(url);
      if (page) {
        req.url = url.slice(page[1].length + 1);
        return pages[page[1]](req, res, () => notFound(res));
      }
      if (LISTS_PAGE.test(url)) {
        req.url = url.slice('/src/lists'.length);
        return listsPage(req, res, () => notFound(res));
      }
      return examples(req, res, () => notFound(res));
    } catch (error) {
      if (!quiet) console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('server error');
    }
  });
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actual = server.address().port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actual}`;
  if (!quiet) console.log(`pp-widgets examples: ${url}/  (detail page: ${url}/detail.html)`);
  return {
    url,
    port: actual,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function notFound(res) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('not found');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
