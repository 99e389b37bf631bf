/**
 * The report's fields (docs/rum.md "The beacon"): flat names and short values, so that the
 * tracking beacon's query stays well under 2 KB. Pure: no DOM, tested without one.
 */
import type { Environment } from '../base-types';
import { isWidgetName } from './widget-of';

/** A metric's value and the widget it is attributed to. */
export interface Measured {
  value: number;
  widget: string;
}

/** What a page view has measured so far (the overlay shows it; the beacon sends it). */
export interface RumSnapshot {
  version: string;
  page: string | null;
  env: Environment;
  /** `navigator.connection`: Save-Data and effective type, null where the browser has none. */
  connection: { saveData: boolean; type: string } | null;
  lcp?: Measured;
  cls?: Measured;
  inp?: Measured;
  ttfb?: Measured;
  /** What this browser cannot measure (`lcp`, `cls`, `inp`, `ttfb`, `conn`). */
  missing: string[];
  /** Widget → ms from its first click to its answer. */
  delays: Record<string, number>;
  /** `widget.kind` → `pp:error` count. */
  errors: Record<string, number>;
}

export type Platform = 'android' | 'ios' | 'harmony' | 'mobile' | 'desktop';

/** The platform of the environment decision (src/env/README.md), one word. */
export function platformOf(env: Environment): Platform {
  return env.isHarmony ? 'harmony' : env.isIOS ? 'ios' : env.isAndroid ? 'android' : env.isMobile ? 'mobile' : 'desktop';
}

/** `a:1,b:2`, names that are widget names (or `widget.kind`) only. */
function pairs(table: Record<string, number>): string | undefined {
  const out: string[] = [];
  for (const key of Object.keys(table).sort()) {
    const [name, kind] = key.split('.');
    if (isWidgetName(name) && (kind === undefined || isWidgetName(kind))) out.push(`${key}:${Math.round(table[key] * 1000) / 1000}`);
  }
  return out.length ? out.join(',') : undefined;
}

const ms = (m: Measured | undefined) => (m ? Math.max(0, Math.round(m.value)) : undefined);
const who = (m: Measured | undefined) => (m && isWidgetName(m.widget) ? m.widget : m ? 'page' : undefined);

/**
 * The beacon's fields (the tracking beacon adds `t=rum`, `ch`, `ch_src`, `url` and `_`).
 * Absent metrics are left out; `na` says which ones this browser cannot measure.
 * @example rumFields(snapshot) // { v: '0.1.0', pg: 'detail', plat: 'android', lcp: 1840, lcp_w: 'download', … }
 */
export function rumFields(s: RumSnapshot): Record<string, string | number | undefined> {
  const { env } = s;
  return {
    v: s.version,
    pg: s.page || undefined,
    plat: platformOf(s.env),
    iab: env.inAppBrowser || undefined,
    cli: env.client || undefined,
    sd: s.connection ? (s.connection.saveData ? 1 : 0) : undefined,
    ct: (s.connection && s.connection.type) || undefined,
    lcp: ms(s.lcp),
    lcp_w: who(s.lcp),
    cls: s.cls ? Math.round(s.cls.value * 1000) / 1000 : undefined,
    cls_w: who(s.cls),
    inp: ms(s.inp),
    inp_w: who(s.inp),
    ttfb: ms(s.ttfb),
    na: s.missing.length ? s.missing.join(',') : undefined,
    ia: pairs(s.delays),
    err: pairs(s.errors),
  };
}
