import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error plain JS module without types
import { startServer } from '../../server/start.js';

// The build writes .br and .gz next to each script and stylesheet, and `npm start`
// serves them with the matching Content-Encoding.
const dist = join(__dirname, '..', '..', 'dist');
const shipped = (dir: string) => readdirSync(join(dist, dir)).filter((n) => /\.(js|css)$/.test(n)).map((n) => (dir ? `${dir}/${n}` : n));
const files = [...shipped(''), ...shipped('chunks')];

function get(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('compressed files', () => {
  it('has a .br and a .gz for every shipped script and stylesheet, each the same bytes once decompressed', () => {
    expect(files).toEqual(expect.arrayContaining(['pp-widgets.js', 'pp-widgets.all.js', 'pp-widgets.css']));
    expect(files.filter((f) => f.startsWith('chunks/')).length).toBeGreaterThan(10);
    for (const f of files) {
      const bytes = readFileSync(join(dist, f));
      expect(brotliDecompressSync(readFileSync(join(dist, `${f}.br`))).equals(bytes), `${f}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${f}.gz`))).equals(bytes), `${f}.gz`).toBe(true);
    }
  });

  describe('npm start', () => {
    let server: { url: string; close(): Promise<void> };
    beforeAll(async () => {
      server = await startServer({ port: 0, quiet: true });
    });
    afterAll(() => server.close());

    const chunk = files.find((f) => f.startsWith('chunks/download-'))!;

    it.each(['pp-widgets.js', 'pp-widgets.css', chunk])('serves %s as brotli to a browser that accepts br', async (f) => {
      const res = await get(`${server.url}/dist/${f}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toMatch(f.endsWith('.css') ? /text\/css/ : /javascript/);
      expect(brotliDecompressSync(res.body).equals(readFileSync(join(dist, f)))).toBe(true);
    });

    it('serves gzip to a browser that accepts gzip only', async () => {
      const res = await get(`${server.url}/dist/pp-widgets.js`, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).equals(readFileSync(join(dist, 'pp-widgets.js')))).toBe(true);
    });

    it('serves the plain file to a client that accepts no encoding', async () => {
      const res = await get(`${server.url}/static/pp-widgets.js`, {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(readFileSync(join(dist, 'pp-widgets.js')))).toBe(true);
    });
  });
});
