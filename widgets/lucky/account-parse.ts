/**
 * Tolerant readers for the account side of the activity: `userInfo` (nickname, score, cash
 * balance) and `cashDetail` (cash movements). SPEC §3: "Cash detail and prize entities: fields
 * not shown", so every field is optional. Pure.
 */
import { toList, toTime } from './lucky-parse';

export interface LuckyUserInfo {
  nick: string;
  score: number | null;
  cash: number | null;
  /** Chances left in the activity asked about, when the server says. */
  chances: number | null;
  /** The server already counted today's check-in. */
  checkedInToday: boolean;
}

export interface CashEntry {
  title: string;
  amount: number;
  time: number | null;
}

type Raw = Record<string, unknown>;

function first(raw: Raw, keys: string[]): unknown {
  for (const k of keys) if (raw[k] !== undefined && raw[k] !== null && raw[k] !== '') return raw[k];
  return undefined;
}

function toNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return isFinite(n) ? n : null;
}

/** Reads `userInfo`; null when the answer is not an object. */
export function parseUserInfo(data: unknown): LuckyUserInfo | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const raw = data as Raw;
  const nick = first(raw, ['nickName', 'nick', 'userName', 'name']);
  return {
    nick: typeof nick === 'string' ? nick : '',
    score: toNumber(first(raw, ['score', 'points', 'point'])),
    cash: toNumber(first(raw, ['cash', 'balance', 'money', 'amount'])),
    chances: toNumber(first(raw, ['chances', 'leftCount', 'remainCount'])),
    checkedInToday: raw.checkedInToday === true || raw.checkedInToday === 1,
  };
}

/** Reads `cashDetail` into its entries; entries without an amount are skipped. */
export function parseCashDetail(data: unknown): CashEntry[] {
  const out: CashEntry[] = [];
  for (const item of toList(data, ['details', 'records'])) {
    if (typeof item !== 'object' || item === null) continue;
    const raw = item as Raw;
    const amount = toNumber(first(raw, ['amount', 'money', 'cash']));
    if (amount === null) continue;
    const title = first(raw, ['title', 'desc', 'description', 'prizeName', 'name']);
    out.push({
      title: typeof title === 'string' ? title : '',
      amount,
      time: toTime(first(raw, ['time', 'createTime', 'gmtCreate'])),
    });
  }
  return out;
}
