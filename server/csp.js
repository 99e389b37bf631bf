// The strict Content-Security-Policy example (group 6): examples/csp.html served with a
// fresh nonce per response, written into the page where it says __CSP_NONCE__ (the library
// reads it from its config and puts it on the <style> it injects).
// Hook: in server/start.js, before the static examples, `if (await serveCspPage(req, res)) return;`
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const examples = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples');

/** The placeholder in examples/csp.html that becomes the response's nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The policy of product-rules §10 for a given nonce.
 * @param {string} nonce
 */
export function cspPolicy(nonce) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** A fresh base64 nonce (128 bits). */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * Writes `nonce` into a page and returns it with its headers.
 * @param {string} html
 * @param {string} [nonce]
 */
export function withCsp(html, nonce = createNonce()) {
  return {
    nonce,
    body: html.split(NONCE_PLACEHOLDER).join(nonce),
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': cspPolicy(nonce), 'cache-control': 'no-store' },
  };
}

/**
 * Answers `GET /csp.html` (and `/csp`); returns false for anything else.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function serveCspPage(req, res) {
  const path = (req.url || '/').split('?')[0];
  if (path !== '/csp.html' && path !== '/csp') return false;
  const page = withCsp(await readFile(join(examples, 'csp.html'), 'utf8'));
  res.writeHead(200, page.headers);
  res.end(req.method === 'HEAD' ? undefined : page.body);
  return true;
}
