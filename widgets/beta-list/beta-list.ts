/**
 * New-game beta list (`POST /api/proxyNew` beta game list {dayBefore, dayAfter, count},
 * product-rules §7): parameters from the element and tolerant parsing. Pure apart from reading attributes.
 */
import { toList } from '../../src/api/content/normalize';
import { parseContentApp, type ContentApp } from '../../src/lists/content-app';
import { isObj, pickText } from '../../src/api/content/fields';
import { pickDate } from '../../src/lists/mount/time';

export { BETA_DEFAULTS, readBetaListParams, type BetaListParams } from '../../src/api/content/list-params';

export interface BetaGame extends ContentApp {
  /** Beta start `YYYY-MM-DD`, or ''. */
  date: string;
  /** The server's beta kind (e.g. 删档内测), shown as text; '' when none. */
  kind: string;
}

/**
 * One beta game; null when it is not an app. The app may be the entry itself or under `app`.
 * @example parseBetaGame({ app: { id: 1, name: 'A' }, betaTime: '2024-05-01', betaType: '首测' }, 0)
 */
export function parseBetaGame(raw: unknown, position: number): BetaGame | null {
  if (!isObj(raw)) return null;
  const item = parseContentApp(isObj(raw.app) ? { ...raw, ...raw.app } : raw, position);
  if (!item) return null;
  return {
    ...item,
    date: pickDate(raw, ['betaTime', 'testTime', 'startTime', 'betaDate', 'date', 'time']),
    kind: pickText(raw, ['betaType', 'testType', 'betaName', 'testName', 'tag']),
  };
}

/** The games of an answer, in server order, duplicates dropped. */
export function parseBetaList(data: unknown): BetaGame[] {
  const out: BetaGame[] = [];
  const seen: Record<string, true> = {};
  for (const raw of toList(data)) {
    const game = parseBetaGame(raw, out.length);
    if (!game || seen[game.app.id]) continue;
    seen[game.app.id] = true;
    out.push(game);
  }
  return out;
}
