/**
 * Tolerant readers for the account side of the activity: `userInfo` (nickname, score, cash
 * balance) and `cashDetail` (cash movements). product-rules §3: "Cash detail and prize entities: fields
 * not shown", so every field is optional. Pure.
 */
import { isObj, num, pick, toList } from '../../../src/api/content/fields';
import { toTime } from '../../../src/lists/mount/time';

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

/** A text field, '' when absent or not text. */
function text(raw: Record<string, unknown>, keys: string[]): string {
  const v = pick(raw, keys);
  return typeof v === 'string' ? v : '';
}

/** Reads `userInfo`; null when the answer is not an object. */
export function parseUserInfo(data: unknown): LuckyUserInfo | null {
  if (!isObj(data)) return null;
  return {
    nick: text(data, ['nickName', 'nick', 'userName', 'name']),
    score: num(data, ['score', 'points', 'point']),
    cash: num(data, ['cash', 'balance', 'money', 'amount']),
    chances: num(data, ['chances', 'leftCount', 'remainCount']),
    checkedInToday: data.checkedInToday === true || data.checkedInToday === 1,
  };
}

/** Reads `cashDetail` into its entries; entries without an amount are skipped. */
export function parseCashDetail(data: unknown): CashEntry[] {
  const out: CashEntry[] = [];
  for (const raw of toList(data, ['details', 'records'])) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    const amount = num(item, ['amount', 'money', 'cash']);
    if (amount === null) continue;
    out.push({
      title: text(item, ['title', 'desc', 'description', 'prizeName', 'name']),
      amount,
      time: toTime(pick(item, ['time', 'createTime', 'gmtCreate'])),
    });
  }
  return out;
}
