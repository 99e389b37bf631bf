/**
 * An app's rating (`GET /StoreDetailController/score {appId, versionId}`, product-rules §7): parameters
 * from the element and a tolerant reading of the answer into average + distribution. Pure.
 */
import { schema } from '../../src/ui/download-texts/widget-attributes';
import { isObj, pickList, pickNumber, type Obj } from '../../src/api/content/fields';
import { isError, readId, type Read } from '../../src/lists/mount/read-params';

export interface ScoreParams {
  appId: string;
  versionId: string;
}

export interface StarShare {
  /** 5 … 1. */
  stars: number;
  count: number;
  /** Whole percent of all ratings, 0–100. */
  percent: number;
}

export interface ScoreSummary {
  /** Average on a 5-star scale, one decimal; null when the server gave none and no ratings exist. */
  average: number | null;
  /** Number of ratings. */
  total: number;
  /** Always five rows, 5 stars first. */
  distribution: StarShare[];
}

/**
 * Both ids are required: the score is per version.
 * @example readScoreParams(el) // { value: { appId: '1', versionId: '9' } }
 */
export function readScoreParams(el: Element): Read<ScoreParams> {
  const appId = readId(el, schema.app.id);
  if (isError(appId)) return appId;
  const versionId = readId(el, schema.app.versionId);
  if (isError(versionId)) return versionId;
  return { value: { appId: appId.value, versionId: versionId.value } };
}

const STAR_WORDS = ['', 'one', 'two', 'three', 'four', 'five'];

/** Counts per star 1..5 (index = stars), from whichever form the server used. */
function readCounts(o: Obj): number[] | null {
  const counts = [0, 0, 0, 0, 0, 0];
  let found = false;
  const list = pickList(o, ['distribution', 'stars', 'scoreList', 'list', 'items']);
  if (list.length) {
    list.forEach((entry, i) => {
      if (typeof entry === 'number' || typeof entry === 'string') {
        // A bare array lists 5 stars first, as the page shows it.
        const n = Number(entry);
        if (i < 5 && isFinite(n) && n >= 0) {
          counts[5 - i] = n;
          found = true;
        }
      } else if (isObj(entry)) {
        const stars = pickNumber(entry, ['star', 'stars', 'score', 'level']);
        const n = pickNumber(entry, ['count', 'num', 'total', 'value']);
        if (stars !== null && stars >= 1 && stars <= 5 && stars % 1 === 0 && n !== null && n >= 0) {
          counts[stars] = n;
          found = true;
        }
      }
    });
    if (found) return counts;
  }
  // A map by star count ({ 5: n, …, 1: n }), under `distribution`/`stars` or on the object itself.
  const map = isObj(o.distribution) ? o.distribution : isObj(o.stars) ? o.stars : o;
  for (let s = 1; s <= 5; s++) {
    const n = pickNumber(map, [String(s), 'star' + s, 'score' + s, STAR_WORDS[s] + 'Star', STAR_WORDS[s]]);
    if (n !== null && n >= 0) {
      counts[s] = n;
      found = true;
    }
  }
  return found ? counts : null;
}

/**
 * Reads the answer; null when it is not an object at all. A 10-point average (anything above
 * 5, or `maxScore: 10`) is halved so the page always shows 5 stars.
 * @example parseScore({ score: 4.5, total: 10, distribution: [6, 2, 1, 0, 1] })
 */
export function parseScore(data: unknown): ScoreSummary | null {
  if (!isObj(data)) return null;
  const o = isObj(data.score) ? data.score : data;
  const counts = readCounts(o) || [0, 0, 0, 0, 0, 0];
  const sum = counts[1] + counts[2] + counts[3] + counts[4] + counts[5];
  const declaredTotal = pickNumber(o, ['total', 'totalCount', 'count', 'scoreCount', 'ratingCount', 'num']);
  const total = declaredTotal !== null && declaredTotal >= sum ? Math.floor(declaredTotal) : sum;

  let average = pickNumber(o, ['average', 'avgScore', 'avg', 'score', 'rating', 'grade']);
  const max = pickNumber(o, ['maxScore', 'max', 'fullScore']);
  if (average !== null && (max === 10 || average > 5)) average = average / 2;
  if (average === null || average < 0 || average > 5) {
    average = sum > 0 ? (counts[1] + counts[2] * 2 + counts[3] * 3 + counts[4] * 4 + counts[5] * 5) / sum : null;
  }
  const distribution: StarShare[] = [];
  for (let s = 5; s >= 1; s--) {
    distribution.push({ stars: s, count: counts[s], percent: sum > 0 ? Math.round((counts[s] / sum) * 100) : 0 });
  }
  return {
    average: average === null ? null : Math.round(average * 10) / 10,
    total,
    distribution,
  };
}

/** Nothing to show: no average and no ratings. */
export function isEmptyScore(score: ScoreSummary): boolean {
  return score.average === null && score.total === 0;
}
