// Small HTTP helpers of the fixture API: reading bodies of any type, parsing parameters,
// sending JSON / text / a 1x1 GIF.

/** Reads the whole request body as text (UTF-8). Resolves '' when there is none. */
export function readBody(req, limit = 1024 * 1024) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('aborted', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Object of a URLSearchParams (last value wins). */
export function searchToObject(search) {
  const out = {};
  for (const [k, v] of search) out[k] = v;
  return out;
}

/**
 * Parameters of a body whatever its type: JSON object, form-urlencoded, or text/plain holding
 * either (sendBeacon with a string sends text/plain). Anything else gives {}.
 */
export function parseBodyParams(text, contentType = '') {
  const body = (text || '').trim();
  if (!body) return {};
  if (/json/i.test(contentType) || body[0] === '{') {
    try {
      const v = JSON.parse(body);
      if (v && typeof v === 'object' && !Array.isArray(v)) return v;
      return {};
    } catch {
      // fall through: maybe form text
    }
  }
  if (/multipart\/form-data/i.test(contentType)) {
    const out = {};
    const re = /name="([^"]+)"\r?\n\r?\n([\s\S]*?)\r?\n--/g;
    let m;
    while ((m = re.exec(body))) out[m[1]] = m[2];
    return out;
  }
  if (body.includes('=')) return searchToObject(new URLSearchParams(body));
  return {};
}

export function sendJson(res, status, value, headers = {}) {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

export function sendText(res, status, text, contentType = 'text/plain; charset=utf-8', headers = {}) {
  res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

// The smallest transparent GIF: image pings need a real image or their onerror fires.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function sendGif(res) {
  res.writeHead(200, { 'Content-Type': 'image/gif', 'Content-Length': GIF.length, 'Cache-Control': 'no-store' });
  res.end(GIF);
}

export function sendEmpty(res, status = 204) {
  res.writeHead(status, { 'Cache-Control': 'no-store' });
  res.end();
}
