/**
 * The list in a server answer, and the object test it rests on: the two tolerant readers the
 * API client itself needs (the real-name config item, src/api/calls/search.ts). The rest of the
 * readers are the content lists' and lucky's (src/api/content/fields.ts, which re-exports
 * these two), in a chunk of their own that the search box and the download button never load.
 * Pure: no DOM, no I/O.
 */

/** A JSON object as received. */
export type Obj = Record<string, unknown>;

/** A plain object (not an array, not null). */
export function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The list in an answer wherever the server put it: the value itself, or under one of the
 * extra `keys` given, then `list`, `items`, `content` (product-rules §15), also one wrapper
 * deeper. Anything else gives `[]`, never throws.
 * @example toList({ content: [{ name: 'key_web_realname' }] }) // [{ name: 'key_web_realname' }]
 * @example toList({ data: { list: [1] } }, ['data']) // [1]
 */
export function toList<T = unknown>(data: unknown, keys: readonly string[] = []): T[] {
  if (Array.isArray(data)) return data as T[];
  if (!isObj(data)) return [];
  for (const k of keys.concat(['list', 'items', 'content'])) {
    const v = data[k];
    if (Array.isArray(v)) return v as T[];
    if (isObj(v)) {
      const inner = toList<T>(v);
      if (inner.length) return inner;
    }
  }
  return [];
}
