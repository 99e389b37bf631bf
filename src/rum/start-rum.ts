/**
 * A sampled page view's measurements (config `rum`, docs/rum.md): web-vitals' attribution build
 * for LCP, CLS, INP and TTFB (each metric's element mapped to its widget), the first-click delay
 * of each widget, `pp:error` counts, sent once through the tracking beacon when the page is
 * hidden or left, whichever comes first. A page restored from the back/forward cache sends no
 * second report: the report is the view as first shown, up to its first hide.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { RuntimeHost } from '../runtime/plugin';
import type { Run } from '../runtime/runtime';
import { createBaseLog } from '../log/base/index';
import { watchInteractions } from './interactions';
import { rumFields, type Measured, type RumSnapshot } from './payload';
import { widgetOf } from './widget-of';

/** The measuring session of a page view; the overlay reads it. */
export interface RumSession {
  snapshot(): RumSnapshot;
  /** Whether this view reports (sampled) and whether its report has left. */
  readonly reports: boolean;
  readonly sent: boolean;
  /** Makes a session the overlay started (measuring only) the sampled view's report. */
  report(): void;
}

/** One session per document: web-vitals observes a page once. */
const sessions = new WeakMap<Document, RumSession>();

/** The entry types web-vitals observes per metric; missing ones are named in the report. */
const OBSERVED: [string, string][] = [
  ['lcp', 'largest-contentful-paint'],
  ['cls', 'layout-shift'],
  ['inp', 'event'],
];

function missingApis(win: Window): string[] {
  // Support: PerformanceObserver.supportedEntryTypes Chrome 73, iOS Safari 12.2; without it
  // web-vitals observes nothing. TTFB reads the navigation entry (Chrome 57, iOS Safari 15),
  // which needs no observer.
  const PO = (win as Window & { PerformanceObserver?: { supportedEntryTypes?: readonly string[] } }).PerformanceObserver;
  const types = (PO && PO.supportedEntryTypes) || [];
  const missing = OBSERVED.filter(([, type]) => types.indexOf(type) < 0).map(([name]) => name);
  try {
    if (!win.performance.getEntriesByType('navigation').length) missing.push('ttfb');
  } catch (_) {
    missing.push('ttfb');
  }
  if (!(win.navigator as Navigator & { connection?: unknown }).connection) missing.push('conn');
  return missing;
}

/**
 * Starts measuring this page view, or returns the session already running. `report: false` (the
 * debug overlay in a view that was not sampled) measures without sending anything.
 * @example startRum(host, run); // src/plugins/rum.ts, in a sampled view
 */
export function startRum(host: RuntimeHost, run: Run, report = true): RumSession {
  const { win, doc, app } = host;
  const running = sessions.get(doc);
  if (running) {
    if (report) running.report();
    return running;
  }
  const islands = () => app.inspect();
  const generateTarget = (node: Node | null) => widgetOf(node, islands);
  const metrics: Partial<Record<'lcp' | 'cls' | 'inp' | 'ttfb', Measured>> = {};
  // 16 ms, web-vitals' smallest threshold: a phone's slow tap is rarely faster, and a lab's
  // quick one should still show in the overlay.
  const options = { reportAllChanges: true, generateTarget, durationThreshold: 16 };
  onLCP((m) => (metrics.lcp = { value: m.value, widget: m.attribution.target || 'page' }), options);
  onCLS((m) => (metrics.cls = { value: m.value, widget: m.attribution.largestShiftTarget || 'page' }), options);
  onINP((m) => (metrics.inp = { value: m.value, widget: m.attribution.interactionTarget || 'page' }), options);
  onTTFB((m) => (metrics.ttfb = { value: m.value, widget: 'page' }), options);
  const interactions = watchInteractions(win, islands);
  const errors: Record<string, number> = {};
  const count = (key: string) => (errors[key] = (errors[key] || 0) + 1);
  // Widgets that failed before this chunk came (their pp:error went by unheard).
  for (const island of islands()) if (island.state === 'failed') count(`${island.widget}.mounting`);
  const onError = (event: Event) => {
    const detail = (event as CustomEvent<{ widget?: string; kind?: string }>).detail || {};
    count(`${detail.widget}.${detail.kind || 'error'}`);
  };
  doc.addEventListener('pp:error', onError);
  const missing = missingApis(win);
  const connection = () => {
    const c = (win.navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    return c ? { saveData: !!c.saveData, type: c.effectiveType || '' } : null;
  };

  let sent = false;
  const snapshot = (): RumSnapshot => ({
    version: app.version,
    page: run.env.page,
    env: run.env,
    connection: connection(),
    // No shift reported where shifts can be observed: CLS is 0 (web-vitals reports it only at
    // its own `hidden` listener, which a navigation's `pagehide` comes before).
    cls: missing.indexOf('cls') < 0 ? { value: 0, widget: 'page' } : undefined,
    ...metrics,
    missing,
    delays: interactions.delays(),
    errors: { ...errors },
  });
  // The tracking beacon with the visit log's delivery (src/log/base/), in this chunk's
  // dependency, so nothing loads at the moment of leaving.
  let base = report ? createBaseLog({ env: run.env, logger: host.logger, win }) : null;
  const send = () => {
    if (sent || !base) return;
    sent = true;
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', send);
    base.track('rum', rumFields(snapshot()));
  };
  // Listened to on the document and the window, after web-vitals' own capturing listeners on
  // the window, so the values they flush at `hidden` are in.
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') send();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', send);

  const session: RumSession = {
    snapshot,
    get reports() {
      return !!base;
    },
    get sent() {
      return sent;
    },
    report() {
      if (!base) base = createBaseLog({ env: run.env, logger: host.logger, win });
    },
  };
  sessions.set(doc, session);
  return session;
}
