import type { Measured, RumSnapshot } from '../rum/index';
import { platformOf } from '../rum/payload';

const ms = (m: Measured | undefined) => (m ? `${Math.round(m.value)} ms · ${m.widget}` : '—');

/**
 * The overlay's lines for this view's field measurements: the figures its report sends
 * (src/rum/payload.ts), as text.
 * @example rumLines(session.snapshot()) // ['LCP 1840 ms · download', …]
 */
export function rumLines(s: RumSnapshot): string[] {
  const pairs = (table: Record<string, number>, unit: string) =>
    Object.keys(table)
      .sort()
      .map((k) => `${k} ${table[k]}${unit}`)
      .join(', ') || '—';
  const env = s.env;
  return [
    `LCP ${ms(s.lcp)}`,
    `CLS ${s.cls ? `${s.cls.value.toFixed(3)} · ${s.cls.widget}` : '—'}`,
    `INP ${ms(s.inp)}`,
    `TTFB ${s.ttfb ? `${Math.round(s.ttfb.value)} ms` : '—'}`,
    `first click → answer: ${pairs(s.delays, ' ms')}`,
    `pp:error: ${pairs(s.errors, '')}`,
    `environment: ${[platformOf(env), env.inAppBrowser, env.client && `client ${env.client}`, s.connection && s.connection.saveData && 'Save-Data', s.connection && s.connection.type].filter(Boolean).join(', ')}; page ${s.page || '—'}`,
    ...(s.missing.length ? [`not measurable here: ${s.missing.join(', ')}`] : []),
  ];
}
