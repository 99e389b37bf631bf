/**
 * New-game beta list (`POST /api/proxyNew` beta game list {dayBefore, dayAfter, count},
 * product-rules §7): parameters from the element and tolerant parsing. Pure apart from reading attributes.
 */
import { toList } from '../../src/api/content/normalize';
import { schema } from '../../src/ui/download-texts/widget-attributes';
import { parseContentApp, type ContentApp } from '../../src/lists/content-app';
import { isObj, pickText } from '../../src/api/content/fields';
import { pickDate } from '../../src/lists/mount/time';
import { isError, readInt, type Read } from '../../src/api/content/read-params';

export interface BetaListParams {
  /** Days back from today. @default 7 */
  dayBefore: number;
  /** Days ahead of today. @default 7 */
  dayAfter: number;
  /** @default 20 */
  count: number;
}

/** product-rules §9 names no defaults for this call: one week either side, 20 games. */
export const BETA_DEFAULTS: BetaListParams = { dayBefore: 7, dayAfter: 7, count: 20 };

export interface BetaGame extends ContentApp {
  /** Beta start `YYYY-MM-DD`, or ''. */
  date: string;
  /** The server's beta kind (e.g. 删档内测), shown as text; '' when none. */
  kind: string;
}

/** @example readBetaListParams(el) // { value: { dayBefore: 7, dayAfter: 7, count: 20 } } */
export function readBetaListParams(el: Element): Read<BetaListParams> {
  const dayBefore = readInt(el, schema.dayBefore, BETA_DEFAULTS.dayBefore, 365);
  if (isError(dayBefore)) return dayBefore;
  const dayAfter = readInt(el, schema.dayAfter, BETA_DEFAULTS.dayAfter, 365);
  if (isError(dayAfter)) return dayAfter;
  const count = readInt(el, schema.count, BETA_DEFAULTS.count, 100);
  if (isError(count)) return count;
  return { value: { dayBefore: dayBefore.value, dayAfter: dayAfter.value, count: count.value || BETA_DEFAULTS.count } };
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
