/**
 * Tolerant readers for the `/lucky/*` answers (CONTRACT §6: a list may be `data` itself or
 * under `list`, `items` or `content`; field names vary; a missing optional field never breaks
 * the panel). Pure: no DOM, no services.
 */
import type {
  Activity,
  ActivityStatus,
  DrawMode,
  LuckyApp,
  Prize,
  RollEntry,
  UserPrize,
  UserPrizeInfo,
  UserPrizeStatus,
} from './lucky-types';

type Raw = Record<string, unknown>;

function isObject(x: unknown): x is Raw {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The first present, non-empty value among `keys`. */
function pick(raw: Raw, keys: readonly string[]): unknown {
  for (const k of keys) {
    const v = raw[k];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

function str(raw: Raw, keys: readonly string[]): string | undefined {
  const v = pick(raw, keys);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && isFinite(v)) return String(v);
  return undefined;
}

function num(raw: Raw, keys: readonly string[]): number | undefined {
  const v = pick(raw, keys);
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return isFinite(n) ? n : undefined;
}

function bool(raw: Raw, keys: readonly string[]): boolean {
  const v = pick(raw, keys);
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * A list wherever the server put it: the value itself, or under `list`, `items`, `content`
 * (CONTRACT §6), or under one of the extra `keys` given.
 * @example toList({ list: [1] }) // [1]
 */
export function toList(data: unknown, keys: readonly string[] = []): unknown[] {
  if (Array.isArray(data)) return data;
  if (!isObject(data)) return [];
  for (const k of keys.concat(['list', 'items', 'content'])) {
    const v = data[k];
    if (Array.isArray(v)) return v;
    if (isObject(v)) {
      const inner = toList(v);
      if (inner.length) return inner;
    }
  }
  return [];
}

/**
 * Epoch milliseconds from a number (seconds or milliseconds) or a date string.
 * `'2026-11-21 10:00:00'` is read as China time (UTC+8), the store's time zone.
 */
export function toTime(v: unknown): number | null {
  if (typeof v === 'number' && isFinite(v) && v > 0) return v < 1e11 ? v * 1000 : v;
  if (typeof v !== 'string' || !v.trim()) return null;
  const s = v.trim();
  if (/^\d+$/.test(s)) return toTime(Number(s));
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    return (
      Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] || 0), +(m[5] || 0), +(m[6] || 0)) - 8 * 3600 * 1000
    );
  }
  const t = Date.parse(s);
  return isFinite(t) ? t : null;
}

/** Prize types that mean "nothing this time" (type 0 of the fixture server). */
const BLANK_TYPES = ['0', 'none', 'thanks', 'empty', 'nothing'];

/** Reads one prize; null when it has neither id nor name. */
export function parsePrize(raw: unknown): Prize | null {
  if (!isObject(raw)) return null;
  const inner = isObject(raw.prize) ? { ...raw, ...raw.prize } : raw;
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

/** Reads an app of the activity through the SPEC §3 field names. */
export function parseLuckyApp(raw: unknown): LuckyApp | null {
  if (!isObject(raw)) return null;
  const id = str(raw, ['appId', 'id']);
  const name = str(raw, ['appName', 'name', 'title']);
  if (!id || !name) return null;
  const app: LuckyApp = { id, name };
  const fields: Array<[keyof LuckyApp, string[]]> = [
    ['iconUrl', ['iconUrl', 'icon']],
    ['packageName', ['packageName', 'pkg']],
    ['versionId', ['versionId']],
    ['versionCode', ['versionCode']],
    ['versionName', ['versionName']],
    ['resourceType', ['resourceType']],
    ['categoryId', ['categoryId']],
    ['subCategoryId', ['subCategoryId']],
  ];
  for (const [key, names] of fields) {
    const v = str(raw, names);
    if (v !== undefined) (app as unknown as Record<string, string>)[key] = v;
  }
  if (pick(raw, ['downloaded', 'isDownload', 'hasDownload', 'state', 'status']) !== undefined) {
    app.downloaded = bool(raw, ['downloaded', 'isDownload', 'hasDownload', 'state', 'status']);
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

function parseDrawMode(raw: Raw): DrawMode {
  const v = str(raw, ['drawMode', 'drawType', 'drawMethod']);
  const modes: DrawMode[] = ['draw', 'drawFromMulPrizes', 'drawByAppId', 'drawAll'];
  for (const m of modes) if (v && v.toLowerCase() === m.toLowerCase()) return m;
  return 'draw';
}

/** Reads `op.lucky.activity`; null when the answer has no id. */
export function parseActivity(data: unknown, fallbackId?: string): Activity | null {
  const raw = isObject(data) && isObject(data.activity) ? { ...data, ...data.activity } : data;
  if (!isObject(raw)) return null;
  const id = str(raw, ['activityId', 'id']) || fallbackId;
  if (!id) return null;
  const rulesRaw = pick(raw, ['rules', 'rule', 'description', 'desc']);
  const rules = Array.isArray(rulesRaw)
    ? rulesRaw.filter((r): r is string => typeof r === 'string' && r.trim() !== '')
    : typeof rulesRaw === 'string'
      ? rulesRaw.split(/\r?\n/).map((r) => r.trim()).filter(Boolean)
      : [];
  const statusWord = str(raw, ['status', 'state']);
  const serverStatus = statusWord ? STATUS_WORDS[statusWord.toLowerCase()] || null : null;
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
  if (isObject(data) && !toList(data, ['apps', 'states']).length) {
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
    if (!isObject(item)) continue;
    const id = str(item, ['appId', 'id']);
    if (id) out[id] = bool(item, ['downloaded', 'isDownload', 'hasDownload', 'state', 'status']);
  }
  return out;
}

/** Reads `userPrizeInfo`: chances left (null when the server does not say). */
export function parseUserPrizeInfo(data: unknown): UserPrizeInfo {
  if (!isObject(data)) return { chances: typeof data === 'number' ? data : null, prizes: [] };
  const chances = num(data, ['chances', 'leftCount', 'remainCount', 'remain', 'left']);
  return {
    chances: chances === undefined ? null : Math.max(0, Math.floor(chances)),
    prizes: toList(pick(data, ['prizes', 'prizeList', 'records']))
      .map(parsePrize)
      .filter((p): p is Prize => p !== null),
  };
}

/**
 * Reads a draw answer into the prize the server returned, with the chances left when given.
 * Null when the answer names no prize: the panel then shows no prize at all.
 */
export function parseDrawResult(data: unknown): { prize: Prize; chances: number | null } | null {
  if (!isObject(data)) return null;
  // `{ won, prize: {…}, recordId, needInfo, chances }`: the record fields sit beside the prize.
  const merged = isObject(data.prize)
    ? { ...data.prize, recordId: data.recordId, needInfo: data.prize.needInfo !== undefined ? data.prize.needInfo : data.needInfo, won: data.won }
    : data;
  const prize = parsePrize(merged);
  if (!prize) return null;
  return { prize, chances: readChances(data) };
}

/** The chances left a draw answer states, or null when it does not say. */
export function readChances(data: unknown): number | null {
  if (!isObject(data)) return null;
  const chances = num(data, ['chances', 'leftCount', 'remainCount', 'remain', 'left']);
  return chances === undefined ? null : Math.max(0, Math.floor(chances));
}

const PRIZE_STATUS: Record<string, UserPrizeStatus> = {
  needinfo: 'needInfo',
  need_info: 'needInfo',
  unfilled: 'needInfo',
  '0': 'needInfo',
  pending: 'pending',
  waiting: 'pending',
  '1': 'pending',
  sent: 'sent',
  shipped: 'sent',
  '2': 'sent',
  received: 'received',
  done: 'received',
  failed: 'failed',
  fail: 'failed',
  '3': 'failed',
};

/** Reads one entry of `getUserPrizes`. */
export function parseUserPrize(raw: unknown): UserPrize | null {
  const prize = parsePrize(raw);
  if (!prize || !isObject(raw)) return null;
  const recordId = prize.recordId || str(raw, ['id']);
  if (!recordId) return null;
  const rawStatus = pick(raw, ['sendStatus', 'status', 'state']);
  let status: UserPrizeStatus =
    typeof rawStatus === 'string' || typeof rawStatus === 'number'
      ? PRIZE_STATUS[String(rawStatus).toLowerCase()] || 'unknown'
      : 'unknown';
  const needsInfo = status === 'needInfo' || (!!prize.needsInfo && !pick(raw, ['userData']));
  if (needsInfo && (status === 'unknown' || status === 'pending')) status = 'needInfo';
  const out: UserPrize = {
    recordId,
    name: prize.name,
    status,
    time: toTime(pick(raw, ['time', 'createTime', 'drawTime', 'gmtCreate'])),
    needsInfo,
    canResend: bool(raw, ['canResend', 'resend', 'canReSend']) || status === 'failed',
    // Only when the server offers it: most prizes are sent without a receipt.
    canConfirm: bool(raw, ['canConfirm', 'confirmable']),
  };
  if (typeof rawStatus === 'string' || typeof rawStatus === 'number') out.rawStatus = rawStatus;
  const activityId = str(raw, ['activityId']);
  if (activityId) out.activityId = activityId;
  if (prize.iconUrl) out.iconUrl = prize.iconUrl;
  if (prize.type) out.type = prize.type;
  const amount = num(raw, ['amount', 'cash', 'money']);
  if (amount !== undefined) out.amount = amount;
  const code = str(raw, ['code', 'giftCode', 'cdkey']);
  if (code) out.code = code;
  return out;
}

/** Reads `getUserPrizes` (a page of at most `count` entries). */
export function parseUserPrizes(data: unknown): UserPrize[] {
  return toList(data, ['prizes', 'records'])
    .map(parseUserPrize)
    .filter((p): p is UserPrize => p !== null);
}

/** Reads the lucky roll: masked winner, prize, time. */
export function parseRoll(data: unknown): RollEntry[] {
  const out: RollEntry[] = [];
  for (const raw of toList(data, ['roll', 'winners'])) {
    if (!isObject(raw)) continue;
    const user = str(raw, ['userName', 'nickName', 'nick', 'user', 'name']);
    const prize = str(raw, ['prizeName', 'prize', 'title']);
    if (!user || !prize) continue;
    out.push({ user, prize, time: toTime(pick(raw, ['time', 'drawTime', 'createTime'])) });
  }
  return out;
}
