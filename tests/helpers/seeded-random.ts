/**
 * A small seeded PRNG (mulberry32) so the ratio draw can be replayed exactly in tests and
 * in the debug overlay. Returns numbers in [0, 1) like `Math.random`.
 *
 * @example const random = seededRandom(42); random() // always the same first value
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
