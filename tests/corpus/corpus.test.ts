// @vitest-environment node
/**
 * Every decision the library makes from a user agent, checked against the labels of public
 * corpora of real user agents (tests/corpus/SOURCES.md): in-app browser, iOS, Android,
 * HarmonyOS NEXT, mobile, store client, UC, webp by user agent, tips banner allowed, and what a
 * download tap does. The expected answer comes from the corpus's labels (labels.ts), never from
 * our code. A disagreement fails unless tests/corpus/exceptions.json lists it with a reason (a
 * label that is wrong, or a case where the product decides otherwise on purpose); an exception
 * that no longer disagrees fails too, so the list stays reviewed. The confusion matrices are
 * printed (expected label in rows, our decision in columns).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectUa } from '../../src/env/detect-ua';
import { DEFAULT_UA_TOKENS } from '../../src/env/ua-tokens';
import { uaDecodesWebp } from '../../src/webp/webp-support';
import { decideClick } from '../../widgets/download/click-flow';
import { bannerAllowed } from '../../features/tips-banner/gate/gate';
import type { Environment } from '../../src/types';
import { inAppLabel, mobileLabel, osClass, touchPoints, ucLabel, webpLabel, type Row } from './labels';

interface Fixture {
  sources: { name: string; commit: string; licence: string; count: number }[];
  rows: Row[];
}
interface Exception {
  ua: string;
  decision: string;
  reason: string;
}
interface Disagreement extends Exception {
  source: string;
  labels: string[];
  want: Value;
  got: Value;
}

const dir = new URL('.', import.meta.url);
const fixture = JSON.parse(gunzipSync(readFileSync(new URL('user-agents.json.gz', dir))).toString('utf8')) as Fixture;
const exceptions = JSON.parse(readFileSync(new URL('exceptions.json', dir), 'utf8')) as { reasons: Record<string, string>; exceptions: Exception[] };
/** The user agents with no mobile marker that a corpus labels mobile, reviewed one by one, each with its class. */
const reviewedNoMarker = JSON.parse(readFileSync(new URL('reviewed-no-marker.json', dir), 'utf8')) as {
  classes: Record<string, string>;
  rows: { ua: string; class: string }[];
};

type Value = string | boolean;
const DECISIONS = ['inAppBrowser', 'iOS', 'Android', 'HarmonyOS NEXT', 'mobile', 'store client', 'UC', 'webp by UA', 'banner allowed', 'download tap'] as const;
type Decision = (typeof DECISIONS)[number];

/** Our decisions for one user agent (written so that it also runs against older code, to compare decisions). */
function ours(ua: string, touch: number): Record<Decision, Value> {
  const d = detectUa(ua, DEFAULT_UA_TOKENS, { maxTouchPoints: touch }) as ReturnType<typeof detectUa> & { inAppBrowser?: string | null; isHarmony?: boolean };
  const inApp = d.inAppBrowser !== undefined ? d.inAppBrowser : d.chatApp;
  const env = {
    ...d,
    inAppBrowser: inApp,
    isHarmony: !!d.isHarmony,
    page: null,
    query: { p: null, chSrc: null, debug: null, utmSource: null },
  } as Environment;
  return {
    inAppBrowser: inApp || '',
    iOS: d.isIOS,
    Android: d.isAndroid,
    'HarmonyOS NEXT': !!d.isHarmony,
    mobile: d.isMobile,
    'store client': d.client === 'android' || d.client === 'ppzb' || d.client === 'ppyy',
    UC: d.isUC,
    'webp by UA': uaDecodesWebp(ua, touch),
    'banner allowed': bannerAllowed(env),
    'download tap': decideClick({ env }).kind,
  };
}

/** What the corpus labels say (null: not said). */
function expected(r: Row): Record<Decision, Value | null> {
  const os = osClass(r);
  const inApp = inAppLabel(r);
  const mobile = mobileLabel(r);
  return {
    inAppBrowser: inApp,
    iOS: os === null ? null : os === 'ios',
    Android: os === null ? null : os === 'android',
    'HarmonyOS NEXT': os === null ? null : os === 'harmony',
    mobile,
    // No corpus user agent is the store's own client: none carries its token.
    'store client': false,
    UC: ucLabel(r),
    'webp by UA': webpLabel(r),
    'banner allowed': mobile === null || inApp === null || os === null ? null : mobile && !inApp && os !== 'harmony',
    'download tap': inApp === null || os === null ? null : inApp ? 'chat-popup' : os === 'harmony' ? 'harmony' : os === 'ios' ? 'ios-popup' : 'download',
  };
}

function run() {
  const matrices = new Map<Decision, Map<string, number>>();
  const asserted = new Map<Decision, number>();
  const wrong: Disagreement[] = [];
  const excepted = new Set<string>();
  // CORPUS_NO_EXCEPTIONS=1: every disagreement, for tests/corpus/review-exceptions.py.
  const allowed = new Map(process.env.CORPUS_NO_EXCEPTIONS ? [] : exceptions.exceptions.map((e) => [e.decision + '\n' + e.ua, e]));
  for (const row of fixture.rows) {
    const exp = expected(row);
    const got = ours(row[0], touchPoints(row));
    for (const decision of DECISIONS) {
      const want = exp[decision];
      if (want === null) continue;
      asserted.set(decision, (asserted.get(decision) || 0) + 1);
      const cell = String(want) + ' → ' + String(got[decision]);
      const m = matrices.get(decision) || new Map<string, number>();
      matrices.set(decision, m.set(cell, (m.get(cell) || 0) + 1));
      if (want !== got[decision]) {
        const key = decision + '\n' + row[0];
        if (allowed.has(key)) excepted.add(key);
        else
          wrong.push({
            ua: row[0],
            decision,
            reason: `corpus ${fixture.sources[row[1]].name} (${row.slice(2).join(' | ')}) says ${String(want)}, we say ${String(got[decision])}`,
            source: fixture.sources[row[1]].name,
            labels: row.slice(2) as string[],
            want,
            got: got[decision],
          });
      }
    }
  }
  return { matrices, asserted, wrong, excepted, allowed };
}

function print(result: ReturnType<typeof run>): string {
  const lines = [`User-agent corpus: ${fixture.rows.length} user agents from ${fixture.sources.map((s) => `${s.name} (${s.count})`).join(', ')}`];
  for (const decision of DECISIONS) {
    const m = result.matrices.get(decision) || new Map();
    const cells = Array.from(m.entries()).sort((a, b) => b[1] - a[1]);
    const bad = cells.filter(([k]) => k.split(' → ')[0] !== k.split(' → ')[1]).reduce((n, [, v]) => n + v, 0);
    lines.push(`\n${decision}: ${result.asserted.get(decision) || 0} asserted, ${bad} disagree (expected → ours: count)`);
    for (const [cell, n] of cells) lines.push(`  ${cell.padEnd(34)} ${String(n).padStart(6)}`);
  }
  return lines.join('\n');
}

describe('user-agent corpus', () => {
  const result = run();
  console.log(print(result));
  // CORPUS_DUMP=file writes every disagreement not excepted, for review.
  if (process.env.CORPUS_DUMP) writeFileSync(process.env.CORPUS_DUMP, JSON.stringify(result.wrong, null, 1));

  it('holds at least 50 000 real browser user agents from at least three corpora', () => {
    expect(fixture.rows.length).toBeGreaterThanOrEqual(50000);
    expect(fixture.sources.filter((s) => s.count > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('makes every decision as the corpus labels say, outside the reviewed exceptions', () => {
    expect(result.wrong.slice(0, 40)).toEqual([]);
  });

  it('has no stale exception (each one still disagrees, and has a reason)', () => {
    const stale = Array.from(result.allowed.keys()).filter((k) => !result.excepted.has(k));
    expect(stale).toEqual([]);
    const noReason = exceptions.exceptions.filter((e) => !(exceptions.reasons[e.reason] && exceptions.reasons[e.reason].length > 20));
    expect(noReason).toEqual([]);
  });

  it('excuses a user agent with no mobile marker only where it was reviewed (tests/corpus/reviewed-no-marker.json)', () => {
    // No rule such as "no mobile marker": an Android browser dressed as a desktop that the
    // detection stops recognising must fail above until someone reviews it and lists it.
    const listed = new Map(reviewedNoMarker.rows.map((r) => [r.ua, r.class]));
    const noMarkerReasons = Object.keys(exceptions.reasons).filter((id) => exceptions.reasons[id].indexOf('reviewed-no-marker.json') !== -1);
    expect(noMarkerReasons.length).toBeGreaterThan(0);
    const excused = exceptions.exceptions.filter((e) => noMarkerReasons.indexOf(e.reason) !== -1);
    expect(excused.filter((e) => !listed.has(e.ua)).map((e) => e.ua)).toEqual([]);
    // Each excused row's reason names the class it was reviewed as; every listed class is explained.
    expect(excused.filter((e) => exceptions.reasons[e.reason].indexOf('class "' + listed.get(e.ua) + '"') === -1).map((e) => e.ua)).toEqual([]);
    expect(reviewedNoMarker.rows.filter((r) => !(reviewedNoMarker.classes[r.class] && reviewedNoMarker.classes[r.class].length > 20))).toEqual([]);
  });
});
