// A thin front for the fixture server (server/start.js): every request is passed through
// unchanged, except that each HTML page gets `<script src="/__engines/prelude.js">` as the first
// thing in its <head>. WebDriver classic (WebKitWebDriver) has no "add init script", so this is
// how the recorder (prelude.js) runs before any page script in every engine, on the strict-CSP
// page too (a same-origin external script is allowed by `script-src 'self'`).
import http from 'node:http';
import { readFileSync } from 'node:fs';

const PRELUDE = readFileSync(new URL('./prelude.js', import.meta.url), 'utf8');
const TAG = '<script src="/__engines/prelude.js"></script>';

/**
 * @param {string} target the fixture server's URL
 * @returns {Promise<{ url: string, setOptions(o: object): void, close(): Promise<void> }>}
 */
export async function startProxy(target) {
  const to = new URL(target);
  let options = {};
  const server = http.createServer((req, res) => {
    const path = (req.url || '/').split('?')[0];
    if (path === '/__engines/prelude.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(PRELUDE.replace('__ENGINE_OPTIONS__', JSON.stringify(options)));
      return;
    }
    if (path === '/__engines/blank.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`<!doctype html><html><head>${TAG}<title>blank</title></head><body></body></html>`);
      return;
    }
    const upstream = http.request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const type = String(up.headers['content-type'] || '');
        if (!type.startsWith('text/html')) {
          res.writeHead(up.statusCode || 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          let html = Buffer.concat(chunks).toString('utf8');
          html = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => m + TAG) : TAG + html;
          const headers = { ...up.headers, 'cache-control': 'no-store' };
          delete headers['content-length'];
          delete headers.etag;
          delete headers['last-modified'];
          res.writeHead(up.statusCode || 200, headers);
          res.end(html);
        });
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    setOptions(o) {
      options = o || {};
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
