/**
 * The lucky-draw entities as the panel uses them, after the tolerant readers of
 * `lucky-parse.ts` have read the server's answers (product-rules §3 "Lucky activity"; prize and cash
 * fields are "not shown" in the product rules, so every field but the ids is optional).
 */

/** Where an activity stands in its time window. */
export type ActivityStatus = 'notStarted' | 'running' | 'ended';

/**
 * Which draw call an activity asks for (product-rules §7): `draw` by default, `drawFromMulPrizes`
 * when the user picks among several prize pools by app, `drawByAppId` for a per-app draw,
 * `drawAll` to use every chance at once.
 */
export type DrawMode = 'draw' | 'drawFromMulPrizes' | 'drawByAppId' | 'drawAll';

/** A prize of the activity's prize list, or the one a draw returned. */
export interface Prize {
  id: string;
  name: string;
  iconUrl?: string;
  /** Server type, e.g. 'cash', 'goods', 'virtual', 'none' (a "thanks for taking part"). */
  type?: string;
  /** Whether the winner must send a name, phone and address (physical goods). */
  needsInfo?: boolean;
  /** The record of a won prize, needed by `updatePrizeInfo`. */
  recordId?: string;
  /** "Thanks for taking part": the draw won nothing (type 0, or `won: false`). */
  blank?: boolean;
}

/** An app of the activity: downloading it earns a chance. */
export interface LuckyApp {
  id: string;
  name: string;
  iconUrl?: string;
  packageName?: string;
  versionId?: string;
  versionCode?: string;
  versionName?: string;
  resourceType?: string;
  categoryId?: string;
  subCategoryId?: string;
}

/** `op.lucky.activity`, read tolerantly. Times are epoch milliseconds. */
export interface Activity {
  id: string;
  title: string;
  rules: string[];
  startTime: number | null;
  endTime: number | null;
  /** A status the server states outright wins over the time window. */
  serverStatus: ActivityStatus | null;
  apps: LuckyApp[];
  prizes: Prize[];
  drawMode: DrawMode;
  /** Banner image, decorative. */
  imageUrl?: string;
  /** The activity requires a Taobao account: `behavior.auth.isTbId` is checked first. */
  requiresTaobao: boolean;
  /** Reminder object type for `addReminder` (product-rules §7), when the server gives one. */
  reminderObjectType?: string | number;
}

/** `op.lucky.userPrizeInfo`: chances left for the user. */
export interface UserPrizeInfo {
  chances: number | null;
}

/** One entry of "my prizes" (`getUserPrizes`). */
export interface UserPrize {
  recordId: string;
  activityId?: string;
  name: string;
  /** Normalised status of the prize's delivery. */
  status: UserPrizeStatus;
  time: number | null;
  needsInfo: boolean;
  /** The server offers a resend (codes, vouchers). */
  canResend: boolean;
  /** The winner may confirm receipt (`updatePrizeSendStatus`). */
  canConfirm: boolean;
  /** Cash prizes: amount in yuan, when sent. */
  amount?: number;
  /** Gift-code prizes: the code itself, the prize the user won (not personal data). */
  code?: string;
}

/** Delivery of a won prize. */
export type UserPrizeStatus = 'needInfo' | 'pending' | 'sent' | 'received' | 'failed' | 'unknown';

/** One line of the winners roll. Names arrive masked by the server; shown as text only. */
export interface RollEntry {
  user: string;
  prize: string;
  time: number | null;
}

/** Who takes part: product-rules §3 "User identity for activities". */
export interface LuckyIdentity {
  userToken: string;
  /** 4 for ppzb, 2 for ppyy, otherwise 0 (product-rules §3). */
  userIdType: number;
  utdid: string;
}

/** The prize-info form's fields (personal data: never logged). */
export interface PrizeInfoFields {
  name: string;
  phone: string;
  address: string;
}
