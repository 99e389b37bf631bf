/**
 * The tracking identifier (product-rules §3): 32 characters ending in '3', in which seven characters
 * are copies of other positions. The copies let the tracking service reject ids that were
 * typed, truncated or mangled without a lookup.
 *
 * Design: lower-case hex. Position 31 is the version mark '3'. Seven positions copy seven
 * others (pairs below, no position both copied and a copy); the remaining 24 positions are
 * random (96 bits).
 */

/** Length of a tracking id. */
export const TRACK_ID_LENGTH = 32;
const LAST = '3';

/** [copy position, source position] pairs: `id[copy] === id[source]`. Spread so no run repeats. */
export const TRACK_ID_COPIES: ReadonlyArray<readonly [number, number]> = [
  [5, 1],
  [9, 22],
  [13, 3],
  [18, 27],
  [21, 8],
  [26, 14],
  [30, 11],
];

const SHAPE = /^[0-9a-f]{31}3$/;

/**
 * Makes a new tracking id from a random source in [0, 1).
 *
 * @example createTrackId(Math.random) // e.g. '4c1e9c0b7d…3'
 */
export function createTrackId(random: () => number = Math.random): string {
  const chars: string[] = [];
  for (let i = 0; i < TRACK_ID_LENGTH - 1; i++) {
    const r = random();
    // A broken source (NaN, 1, negative) must still give a valid id.
    chars.push((r >= 0 && r < 1 ? (r * 16) | 0 : 0).toString(16));
  }
  for (const [copy, source] of TRACK_ID_COPIES) chars[copy] = chars[source];
  chars.push(LAST);
  return chars.join('');
}

/**
 * Whether `id` is a well-formed tracking id: 32 lower-case hex characters ending in '3'
 * whose seven copy positions equal their sources.
 */
export function isValidTrackId(id: unknown): id is string {
  if (typeof id !== 'string' || !SHAPE.test(id)) return false;
  for (const [copy, source] of TRACK_ID_COPIES) {
    if (id.charAt(copy) !== id.charAt(source)) return false;
  }
  return true;
}
