/**
 * Reading a content widget's call parameters from its attributes (product-rules §14): every name
 * comes from `schema` (src/attribute-names/widget-attributes.ts). A malformed value is reported, never guessed at.
 */

/** Either the value, or why the attribute is unusable (the widget warns once and keeps its markup). */
export type Read<T> = { value: T } | { error: string };

/**
 * A non-negative integer attribute; `fallback` when absent or empty.
 * @example readInt(el, 'data-count', 20) // { value: 20 } when absent
 */
export function readInt(el: Element, name: string, fallback: number, max = 1000): Read<number> {
  const raw = el.getAttribute(name);
  if (raw === null || raw.trim() === '') return { value: fallback };
  const v = raw.trim();
  if (!/^\d+$/.test(v) || Number(v) > max) return { error: name + ' must be a whole number from 0 to ' + max };
  return { value: Number(v) };
}

const ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * A required id attribute (first present alias); an error when missing or not an id.
 * @example readId(el, ['data-app-id', 'data-appid'])
 */
export function readId(el: Element, names: string | readonly string[]): Read<string> {
  const list = typeof names === 'string' ? [names] : names;
  for (const name of list) {
    const raw = el.getAttribute(name);
    if (raw === null) continue;
    const v = raw.trim();
    if (!ID.test(v)) return { error: name + ' is not a valid id' };
    return { value: v };
  }
  return { error: list[0] + ' is missing' };
}

/** An optional id: absent gives `{ value: null }`, present-but-bad an error. */
export function readOptionalId(el: Element, names: string | readonly string[]): Read<string | null> {
  const list = typeof names === 'string' ? [names] : names;
  for (const name of list) {
    if (el.getAttribute(name) !== null) return readId(el, name);
  }
  return { value: null };
}

/**
 * A comma (or space) separated list of ids, 1 to `max` of them.
 * @example readIdList(el, 'data-app-ids') // { value: ['1', '2'] } for "1, 2"
 */
export function readIdList(el: Element, name: string, max = 50): Read<string[]> {
  const raw = el.getAttribute(name);
  if (raw === null || raw.trim() === '') return { error: name + ' is missing' };
  const ids = raw.split(/[\s,]+/).filter(Boolean);
  if (ids.length > max) return { error: name + ' has more than ' + max + ' ids' };
  for (const id of ids) if (!ID.test(id)) return { error: name + ' holds an invalid id' };
  return { value: ids };
}

/** Collects several reads: all values, or the first error. */
export function isError<T>(r: Read<T>): r is { error: string } {
  return 'error' in r;
}
