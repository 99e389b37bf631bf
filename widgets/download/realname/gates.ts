/**
 * The gates of the real-name flow (product-rules §4, §5, §9) as pure functions: what to do once
 * the stored state and the remote config are known. Whether the check applies to an app at all
 * is the button's (`appliesTo`, click-flow.ts): these load with the step, not with every tap.
 */
import type { RealnameRemoteConfig } from '../../../src/api/api-types';

/** What the flow does next. */
export type GateDecision =
  /** Already registered: run the original action at once (it logs as usual). */
  | { kind: 'proceed' }
  /**
   * Do not ask: run the callback, with `noLog` only when no config was fetched (product-rules §4);
   * a config that skips the flow (§5: closed, limitCount, ratio, utm_source) leaves it logged.
   */
  | { kind: 'skip'; reason: SkipReason }
  /** Open the registration dialog. */
  | { kind: 'show' };

export type SkipReason = 'no-config' | 'closed' | 'limit' | 'ratio' | 'utm';

/**
 * A draw of 0-9 from a random number in [0, 1) (product-rules §5 "a random draw of 0-9").
 *
 * @example drawDigit(0.42) // 4
 */
export function drawDigit(random: number): number {
  const d = Math.floor(random * 10);
  return d < 0 ? 0 : d > 9 ? 9 : d;
}

export interface GateInput {
  /** A registration is stored and not expired. */
  registered: boolean;
  /** The remote config, or null when none could be fetched or it was bad. */
  config: RealnameRemoteConfig | null;
  /** Clicks counted so far, this one included. */
  clickCount: number;
  /** The 0-9 draw for this click. */
  draw: number;
  /** The page's `utm_source`, if any. */
  utmSource: string | null;
}

/**
 * Decides the next step, first match wins: registered → proceed; no config, closed,
 * click count above `limitCount`, draw at or above 10 × `ratio`, or an excluded
 * `utm_source` → skip; otherwise show the dialog.
 *
 * @example
 * decideGate({ registered: false, config: { isOpen: true, limitCount: 3, ratio: 1, utmSource: [] },
 *              clickCount: 1, draw: 7, utmSource: null }) // { kind: 'show' }
 */
export function decideGate(input: GateInput): GateDecision {
  if (input.registered) return { kind: 'proceed' };
  const config = input.config;
  if (!config) return { kind: 'skip', reason: 'no-config' };
  if (!config.isOpen) return { kind: 'skip', reason: 'closed' };
  if (input.clickCount > config.limitCount) return { kind: 'skip', reason: 'limit' };
  if (input.draw >= 10 * config.ratio) return { kind: 'skip', reason: 'ratio' };
  if (isExcludedUtm(input.utmSource, config.utmSource)) return { kind: 'skip', reason: 'utm' };
  return { kind: 'show' };
}

/** Whether the page's `utm_source` is in the excluded list (exact match, trimmed). */
export function isExcludedUtm(utmSource: string | null, excluded: readonly string[]): boolean {
  if (!utmSource) return false;
  const value = utmSource.trim();
  if (!value) return false;
  for (const item of excluded) {
    if (typeof item === 'string' && item.trim() === value) return true;
  }
  return false;
}
