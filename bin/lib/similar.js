/**
 * "Did you mean …?" for misspelt widget and attribute names.
 */

/**
 * Edit distance (insertions, deletions, substitutions, adjacent swaps) between two strings.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function distance(a, b) {
  /** @type {number[][]} */
  const d = [];
  for (let i = 0; i <= a.length; i++) d.push([i]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The known name nearest to `name` when it is at most 2 edits away (1 for names of 6 letters or fewer), else null.
 * @param {string} name
 * @param {readonly string[]} known
 * @returns {string | null}
 * @example closestName('downlaod', ['download', 'search']) // 'download'
 */
export function closestName(name, known) {
  const limit = name.length <= 6 ? 1 : 2;
  let best = null;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
