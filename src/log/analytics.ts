/**
 * Events to the page's own analytics, when the host page has loaded them (product-rules §7):
 * Google Analytics in any of its three generations, and Baidu Tongji (`_hmt`).
 */

import type { AnalyticsEvent } from './track-value';

export type { AnalyticsEvent };

/** Which analytics globals took the event (for tests and the debug overlay). */
export type AnalyticsSink = 'gtag' | 'ga' | '_gaq' | '_hmt';

export { splitTrackValue } from './track-value';

type Fn = (...args: unknown[]) => unknown;
interface AnalyticsGlobals {
  gtag?: unknown;
  ga?: unknown;
  _gaq?: { push?: unknown };
  _hmt?: { push?: unknown };
}

/**
 * Sends an event to the analytics the page has. At most one Google flavour (gtag, then
 * analytics.js `ga`, then classic `_gaq`, so one page view counts once) plus Baidu `_hmt`.
 * Google hits go by beacon transport so they survive a navigation. A throwing global is skipped.
 */
export function sendAnalyticsEvent(win: Window | undefined, ev: AnalyticsEvent, onError?: (e: unknown, sink: AnalyticsSink) => void): AnalyticsSink[] {
  const used: AnalyticsSink[] = [];
  if (!win) return used;
  const g = win as unknown as AnalyticsGlobals;
  const attempt = (sink: AnalyticsSink, send: () => void): boolean => {
    try {
      send();
      used.push(sink);
      return true;
    } catch (e) {
      if (onError) onError(e, sink);
      return false;
    }
  };
  const label = ev.label;
  if (typeof g.gtag === 'function') {
    const gtag = g.gtag as Fn;
    attempt('gtag', () => gtag('event', ev.action, { event_category: ev.category, event_label: label, transport_type: 'beacon' }));
  } else if (typeof g.ga === 'function') {
    const ga = g.ga as Fn;
    attempt('ga', () => ga('send', 'event', ev.category, ev.action, label, { transport: 'beacon' }));
  } else if (g._gaq && typeof g._gaq.push === 'function') {
    const gaq = g._gaq;
    attempt('_gaq', () => (gaq.push as Fn).call(gaq, label === undefined ? ['_trackEvent', ev.category, ev.action] : ['_trackEvent', ev.category, ev.action, label]));
  }
  if (g._hmt && typeof g._hmt.push === 'function') {
    const hmt = g._hmt;
    attempt('_hmt', () => (hmt.push as Fn).call(hmt, label === undefined ? ['_trackEvent', ev.category, ev.action] : ['_trackEvent', ev.category, ev.action, label]));
  }
  return used;
}
