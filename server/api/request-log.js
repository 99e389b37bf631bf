// Every request the fixture server sees, for tests: GET /__requests?path=… returns them,
// DELETE /__requests clears.

const HEADERS = ['content-type', 'user-agent', 'referer', 'origin', 'accept', 'sec-fetch-mode', 'sec-fetch-dest', 'x-requested-with', 'cookie'];
const MAX = 5000;

export function createRequestLog() {
  let entries = [];
  let seq = 0;
  return {
    /** Records a request; returns the entry (body filled in later for handled paths). */
    add(req, url) {
      const headers = {};
      for (const h of HEADERS) if (req.headers[h] !== undefined) headers[h] = req.headers[h];
      const entry = {
        seq: ++seq,
        time: Date.now(),
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers,
        body: '',
        params: {},
      };
      entries.push(entry);
      if (entries.length > MAX) entries = entries.slice(-MAX);
      return entry;
    },
    /** Entries, optionally only those of one path and/or method. */
    list(filter = {}) {
      return entries.filter((e) => !e.pending && (!filter.path || e.path === filter.path) && (!filter.method || e.method === filter.method.toUpperCase()));
    },
    clear() {
      entries = [];
    },
  };
}
