import type { Environment, Logger, ResolvedConfig, Services, WidgetContext, WidgetDefinition } from '../types';
import type { SliceScheduler } from './scheduler';
import type { VisibilityWatcher } from './wake';
import type { Island } from './island-record';
import { emit } from './dom-events';
import { coreSchema as schema } from '../schema-core';

/**
 * What exists only while the application is started: made whole by `start()`, dropped by
 * `stop()`. A unit that works later (after a load, a timer) holds the run it began with and
 * checks `rt.run === run` before acting, so a stop, or a stop and a new start, ends its work.
 */
export interface Run {
  readonly config: ResolvedConfig;
  readonly env: Environment;
  readonly services: Services;
  readonly visibility: VisibilityWatcher;
  readonly scheduler: SliceScheduler;
}

/**
 * The one record the runtime's units share (island, scanner, interaction capture, module
 * loader, features, ready, public bridge, page lifecycle). `createApplication` owns it.
 */
export interface Runtime {
  readonly win: Window;
  readonly doc: Document;
  readonly logger: Logger;
  /** Widget definitions by `data-widget` name. */
  readonly definitions: Map<string, WidgetDefinition>;
  /** Every island that has a record (interaction and visible ones get theirs when woken). */
  readonly islands: Map<Element, Island>;
  /** Timeouts of ours still pending; `stop()` clears them. */
  readonly timers: Set<number>;
  /** The started application's run; null before `start()` and after `stop()`. */
  run: Run | null;
  /** Undone by `stop()`, in order. */
  teardown: (() => void)[];
}

/** Every widget element. */
export const WIDGET_SELECTOR = `[${schema.widget}]`;

/** A fresh record, not started. */
export function createRuntime(win: Window, logger: Logger, definitions: readonly WidgetDefinition[]): Runtime {
  const byName = new Map<string, WidgetDefinition>();
  for (const def of definitions) byName.set(def.name, def);
  return {
    win,
    doc: win.document,
    logger,
    definitions: byName,
    islands: new Map(),
    timers: new Set(),
    run: null,
    teardown: [],
  };
}

/** A timeout that `stop()` clears. */
export function setTimer(rt: Runtime, fn: () => void, ms: number): void {
  const id = rt.win.setTimeout(() => {
    rt.timers.delete(id);
    fn();
  }, ms);
  rt.timers.add(id);
}

/** Runs `fn`; a throw is reported once under `label` (with the element it concerns) and goes no further. */
export function guard(rt: Runtime, label: string, fn: () => void, el?: Element): void {
  try {
    fn();
  } catch (error) {
    rt.logger.handleError(error, label, el);
  }
}

/** Runs and forgets the removals a context recorded (`listen`), each guarded. */
export function drain(rt: Runtime, offs: (() => void)[]): void {
  for (const off of offs.splice(0)) guard(rt, 'removing listener', off);
}

/**
 * What a widget or feature is given at mount (or start); `fail` is told of its errors after
 * that. `listen` records each removal in `offs`, which the island (or feature) drains when it
 * unmounts, fails or stops. A throw in a listener or a `guard`ed callback is logged as
 * `<name>: <label>` and goes no further: one bad handler does not take the widget down (that
 * is `fail`, for render and effect errors).
 */
export function contextFor(
  rt: Runtime, run: Run, target: Element | Document, name: string, fail: (error: unknown) => void, offs: (() => void)[],
): WidgetContext {
  const el = target.nodeType === 1 ? (target as Element) : undefined;
  const wrap: WidgetContext['guard'] = (label, fn) => (...args) => guard(rt, `${name}: ${label}`, () => fn(...args), el);
  return {
    config: run.config,
    env: run.env,
    services: run.services,
    win: rt.win,
    doc: rt.doc,
    emit: (event, detail, at) => emit(rt.win, at || target, event, detail),
    fail,
    guard: wrap,
    slice(job) {
      run.scheduler.push(job);
      run.scheduler.flush();
    },
    listen(on, type, fn, options) {
      const guarded = wrap(type, fn as (event: Event) => void);
      on.addEventListener(type, guarded, options);
      // Removed early (its return called): forgotten too, so a long-lived island keeps no list.
      const off = () => {
        on.removeEventListener(type, guarded, options);
        const i = offs.indexOf(off);
        if (i >= 0) offs.splice(i, 1);
      };
      offs.push(off);
      return off;
    },
  };
}

/**
 * Logs a widget's error once and tells the host page with `pp:error` on `document`
 * (`{ widget, element, message, kind }`: the error's message only, never the data it
 * concerned; `kind` is the context, 'mounting', 'rendering' or 'feature', counted by src/rum/).
 */
export function report(rt: Runtime, widget: string, element: Element | null, error: unknown, context: string): void {
  rt.logger.handleError(error, `${context} "${widget}"`, element || undefined);
  emit(rt.win, rt.doc, 'error', { widget, element, message: String((error && (error as Error).message) || error), kind: context });
}

/**
 * A performance mark `ppw:<what>:<widget>` (`held` when a click is held for a widget's code,
 * `answer` when it is replayed): the one hook the field measurements (src/rum/) read, from the
 * browser's buffer, so the core imports nothing of them and a click held before their chunk
 * arrived still counts. Support: performance.mark Chrome 28, iOS 11; a throw is ignored.
 */
export function mark(rt: Runtime, what: string, widget: string): void {
  try {
    rt.win.performance.mark('ppw:' + what + ':' + widget);
  } catch (_) {
    /* no User Timing */
  }
}

/** A timestamp in ms for slicing work. */
export const now = (win: Window): number => (win.performance ? win.performance.now() : Date.now());
