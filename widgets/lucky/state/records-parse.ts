/**
 * Tolerant readers of the user's prize records (`getUserPrizes`) and the winners roll.
 * Statuses follow the fixture server (docs/fixtures.md: 0 info needed, 1 pending, 2 sent,
 * 3 failed; The product rules: "Prize statuses: not shown"), and common words. Pure.
 */
import { parsePrize } from './lucky-parse';
import type { RollEntry, UserPrize, UserPrizeStatus } from './lucky-types';
import { bool, isObj, num, pick, str, toList } from '../../../src/api/content/fields';
import { toTime } from '../../../src/lists/mount/time';

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
  if (!prize || !isObj(raw)) return null;
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
  const activityId = str(raw, ['activityId']);
  if (activityId) out.activityId = activityId;
  const amount = num(raw, ['amount', 'cash', 'money']);
  if (amount !== null) out.amount = amount;
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
    if (!isObj(raw)) continue;
    const user = str(raw, ['userName', 'nickName', 'nick', 'user', 'name']);
    const prize = str(raw, ['prizeName', 'prize', 'title']);
    if (!user || !prize) continue;
    out.push({ user, prize, time: toTime(pick(raw, ['time', 'drawTime', 'createTime'])) });
  }
  return out;
}
