/**
 * Tolerant readers for the `/lucky/*` answers (product-rules §15: a list may be `data` itself or
 * under `list`, `items` or `content`; field names vary; a missing optional field never breaks
 * the panel). Pure: no DOM, no services.
 */
import type {
  Activity,
  ActivityStatus,
  DrawMode,
  LuckyApp,
  Prize,
  UserPrizeInfo,
} from './lucky-types';
import { bool, isObj, num, pick, str, toList, type Obj } from '../../../src/api/content/fields';
import { toTime } from '../../../src/lists/mount/time';

export { toList, toTime };


/** Prize types that mean "nothing this time" (type 0 of the fixture server). */
const BLANK_TYPES = ['0', 'none', 'thanks', 'empty', 'nothing'];

/** Reads one prize; null when it has neither id nor name. */
export function parsePrize(raw: unknown): Prize | null {
  if (!isObj(raw)) return null;
  const inner = isObj(raw.prize) ? { ...raw, ...raw.prize } : raw;
  const id = str(inner, ['prizeId', 'id', 'pid']);
  const name = str(inner, ['prizeName', 'name', 'title']);
  if (!id && !name) return null;
  const prize: Prize = { id: id || String(name), name: name || String(id) };
  const icon = str(inner, ['iconUrl', 'imageUrl', 'icon', 'img', 'image', 'pic']);
  if (icon) prize.iconUrl = icon;
  const type = str(inner, ['prizeType', 'type']);
  if (type) prize.type = type;
  prize.needsInfo = bool(inner, ['needInfo', 'needUserData', 'needAddress', 'isEntity', 'physical']);
  const recordId = str(inner, ['recordId', 'record_id']);
  if (recordId) prize.recordId = recordId;
  const won = pick(inner, ['won', 'isWin']);
  prize.blank = won === false || won === 0 || (!!type && BLANK_TYPES.indexOf(type.toLowerCase()) !== -1);
  return prize;
}

/** Reads an app of the activity through the product-rules §3 field names. */
export function parseLuckyApp(raw: unknown): LuckyApp | null {
  if (!isObj(raw)) return null;
  const id = str(raw, ['appId', 'id']);
  const name = str(raw, ['appName', 'name', 'title']);
  if (!id || !name) return null;
  const app: LuckyApp = { id, name };
  // Each field under its own name first, then the other names it comes under.
  for (const names of ['iconUrl icon', 'packageName pkg', 'versionId', 'versionCode', 'versionName', 'resourceType', 'categoryId', 'subCategoryId']) {
    const list = names.split(' ');
    const v = str(raw, list);
    if (v !== undefined) (app as unknown as Record<string, string>)[list[0]] = v;
  }
  return app;
}

const STATUS_WORDS: Record<string, ActivityStatus> = {
  notstarted: 'notStarted',
  not_started: 'notStarted',
  pending: 'notStarted',
  upcoming: 'notStarted',
  running: 'running',
  ongoing: 'running',
  started: 'running',
  ended: 'ended',
  end: 'ended',
  finished: 'ended',
  over: 'ended',
  // Numeric states of the fixture server (docs/fixtures.md): 0 not started, 1 running, 2 ended.
  '0': 'notStarted',
  '1': 'running',
  '2': 'ended',
};

function parseDrawMode(raw: Obj): DrawMode {
  const v = (str(raw, ['drawMode', 'drawType', 'drawMethod']) || '').toLowerCase();
  for (const m of ['drawFromMulPrizes', 'drawByAppId', 'drawAll'] as const) if (v === m.toLowerCase()) return m;
  return 'draw';
}

/** Reads `op.lucky.activity`; null when the answer has no id. */
export function parseActivity(data: unknown, fallbackId?: string): Activity | null {
  const raw = isObj(data) && isObj(data.activity) ? { ...data, ...data.activity } : data;
  if (!isObj(raw)) return null;
  const id = str(raw, ['activityId', 'id']) || fallbackId;
  if (!id) return null;
  const rulesRaw = pick(raw, ['rules', 'rule', 'description', 'desc']);
  const rules = Array.isArray(rulesRaw)
    ? rulesRaw.filter((r): r is string => typeof r === 'string' && r.trim() !== '')
    : typeof rulesRaw === 'string'
      ? rulesRaw.split(/\r?\n/).map((r) => r.trim()).filter(Boolean)
      : [];
  const statusWord = str(raw, ['status', 'state']);
  // Read as a text field: a status of `constructor` (Object's function) is none of the table's.
  const serverStatus = statusWord ? (str(STATUS_WORDS, [statusWord.toLowerCase()]) as ActivityStatus) || null : null;
  const reminderObjectType = pick(raw, ['objectType', 'reminderObjectType']);
  const activity: Activity = {
    id,
    title: str(raw, ['title', 'activityName', 'name']) || '',
    rules,
    startTime: toTime(pick(raw, ['startTime', 'beginTime', 'start', 'startDate'])),
    endTime: toTime(pick(raw, ['endTime', 'finishTime', 'end', 'endDate'])),
    serverStatus,
    apps: toList(pick(raw, ['apps', 'appList']))
      .map(parseLuckyApp)
      .filter((a): a is LuckyApp => a !== null),
    prizes: toList(pick(raw, ['prizes', 'prizeList']))
      .map(parsePrize)
      .filter((p): p is Prize => p !== null),
    drawMode: parseDrawMode(raw),
    imageUrl: str(raw, ['imageUrl', 'banner', 'image']),
    requiresTaobao: bool(raw, ['requireTb', 'requiresTaobao', 'needTb', 'isTb', 'tbOnly']),
  };
  if (typeof reminderObjectType === 'string' || typeof reminderObjectType === 'number') {
    activity.reminderObjectType = reminderObjectType;
  }
  return activity;
}

/**
 * Where an activity stands at `now`: a status the server states wins, then the time window.
 * @example activityStatus({ ...a, startTime: 2000, endTime: 3000, serverStatus: null }, 1000) // 'notStarted'
 */
export function activityStatus(activity: Activity, now: number): ActivityStatus {
  if (activity.serverStatus === 'ended') return 'ended';
  if (activity.endTime !== null && now >= activity.endTime) return 'ended';
  if (activity.serverStatus === 'notStarted') return 'notStarted';
  if (activity.startTime !== null && now < activity.startTime) return 'notStarted';
  return 'running';
}

/** Reads `op.lucky.activityList` items (each an activity). */
export function parseActivityList(data: unknown): Activity[] {
  return toList(data, ['activities', 'activityList'])
    .map((a) => parseActivity(a))
    .filter((a): a is Activity => a !== null);
}

/** Reads the `getAppState` answer into a set of downloaded app ids. */
export function parseAppStates(data: unknown): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  if (isObj(data) && !toList(data, ['apps', 'states']).length) {
    // Shape `{ "<appId>": 1, … }`
    for (const k of Object.keys(data)) {
      const v = data[k];
      if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') {
        out[k] = v === true || v === 1 || v === '1' || v === 'true';
      }
    }
    return out;
  }
  for (const item of toList(data, ['apps', 'states'])) {
    if (!isObj(item)) continue;
    const id = str(item, ['appId', 'id']);
    if (id) out[id] = bool(item, ['downloaded', 'isDownload', 'hasDownload', 'state', 'status']);
  }
  return out;
}

/** Reads `userPrizeInfo`: chances left (null when the server does not say). */
export function parseUserPrizeInfo(data: unknown): UserPrizeInfo {
  return { chances: typeof data === 'number' ? data : readChances(data) };
}

/**
 * Reads a draw answer into the prize the server returned, with the chances left when given.
 * Null when the answer names no prize: the panel then shows no prize at all.
 */
export function parseDrawResult(data: unknown): { prize: Prize; chances: number | null } | null {
  if (!isObj(data)) return null;
  // `{ won, prize: {…}, recordId, needInfo, chances }`: the record fields sit beside the prize.
  const merged = isObj(data.prize)
    ? { ...data.prize, recordId: data.recordId, needInfo: data.prize.needInfo !== undefined ? data.prize.needInfo : data.needInfo, won: data.won }
    : data;
  const prize = parsePrize(merged);
  if (!prize) return null;
  return { prize, chances: readChances(data) };
}

/** The chances left a draw answer states, or null when it does not say. */
export function readChances(data: unknown): number | null {
  const chances = isObj(data) ? num(data, ['chances', 'leftCount', 'remainCount', 'remain', 'left']) : null;
  return chances === null ? null : Math.max(0, Math.floor(chances));
}
