// Loads the fixture JSON once and derives what routes need (apps by id, comments, dates).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadFixtures(dir) {
  const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  const rawApps = read('apps.json');
  const apps = rawApps.map(({ color: _c, ...app }) => app);
  const byId = new Map(apps.map((a) => [String(a.id), a]));
  return {
    apps,
    app: (id) => byId.get(String(id)) || null,
    specials: read('specials.json'),
    comments: read('comments.json'),
    sugs: read('sugs.json'),
    config: read('config.json'),
    lucky: read('lucky.json'),
    ads: read('ads.json'),
  };
}

/** Integer of a parameter, or the default when missing/bad. */
export function int(v, def) {
  const n = parseInt(v, 10);
  return Number.isFinite(n) ? n : def;
}

/** A comma list (or JSON array text, or array) as strings. */
export function idList(v) {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v.map(String);
  const s = String(v).trim();
  if (s.startsWith('[')) {
    try {
      return JSON.parse(s).map(String);
    } catch {
      return [];
    }
  }
  return s.split(',').map((x) => x.trim()).filter(Boolean);
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as these servers print. */
export function stamp(ms) {
  const d = new Date(ms + 8 * 3600 * 1000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

export function day(ms) {
  return stamp(ms).slice(0, 10);
}

/** A page of a list: { list, offset, count, total, hasMore }. */
export function page(all, offset, count) {
  const list = all.slice(offset, offset + count);
  return { list, offset, count, total: all.length, hasMore: offset + count < all.length };
}

/** Small deterministic hash of a string, for stable per-app variation. */
export function hash(s) {
  let h = 2166136261;
  for (const ch of String(s)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}
