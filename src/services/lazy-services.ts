import type { Bridge } from '../bridge/index';
import type { LogService } from '../log/index';
import type { PageViewLog } from '../log/base/index';
import { loadOnce } from '../util/load-once';

/**
 * Stand-ins for the services that most pages need late or never (the script tag's
 * core carries the runtime only). Each loads its real service from its own chunk on first
 * use, or when a widget that declares it in `needs` wakes (the runtime awaits `ready()` before
 * mounting it), and forwards everything once loaded. Nothing that went through a stand-in is
 * lost: calls wait, event handlers attach, messages are delivered.
 */
export interface LazyService<T> {
  /** The real service once loaded, else the stand-in. */
  current(): T;
  /** Resolves once the real service is in (with it, or nothing: only the moment counts). */
  ready(): Promise<unknown>;
}

function loader<T>(load: () => Promise<T>, onLoad: (real: T) => void) {
  // A failed chunk load may succeed on the next use (flaky network): loadOnce forgets it.
  return loadOnce(() =>
    load().then((real) => {
      onLoad(real);
      return real;
    }),
  );
}

/**
 * The native bridge. `available()` answers from the page at once; `call` waits for the real
 * bridge; `on` handlers attach when it arrives; `receive` is delivered after loading.
 * `expected` says whether the page is the app's: only there does an `on` load the bridge's
 * code. Anywhere else a handler is kept and attaches when something else loads it (a call, or
 * a message the app delivers once its bridge has come), since outside the app no event can come.
 */
export function createLazyBridge(
  load: () => Promise<Bridge>,
  win: Window,
  onError: (error: unknown) => void,
  expected: () => boolean = () => true,
): LazyService<Bridge> {
  let real: Bridge | null = null;
  let pending: { event: string; handler: (payload: Record<string, unknown>) => void; off: (() => void) | null }[] = [];
  const ensure = loader(load, (bridge) => {
    real = bridge;
    for (const entry of pending) entry.off = bridge.on(entry.event, entry.handler);
    pending = [];
  });
  const standIn: Bridge = {
    call: (method, payload) => (real ? real.call(method, payload) : ensure().then((b) => b.call(method, payload))),
    on(event, handler) {
      if (real) return real.on(event, handler);
      const entry = { event, handler, off: null as (() => void) | null };
      pending.push(entry);
      if (expected()) ensure().catch(onError);
      return () => {
        pending = pending.filter((e) => e !== entry);
        if (entry.off) entry.off();
      };
    },
    receive(message) {
      if (real) real.receive(message);
      else ensure().then((b) => b.receive(message), onError);
    },
    available: () => (real ? real.available() : !!(win as Window & { PPNativeBridge?: unknown }).PPNativeBridge),
    dispose() {
      pending = [];
      if (real) real.dispose();
    },
  };
  return { current: () => real || standIn, ready: ensure };
}

type LogCall = { [K in keyof LogService]: [K, Parameters<LogService[K]>] }[keyof LogService];

/** Every call of the log but `trackId` and `dispose`: queued until the log (or its base) is in. */
const QUEUED = ['activity', 'access', 'click', 'search', 'track', 'event', 'tracked'] as const;
/** A call added to LogService and not to QUEUED fails the typecheck here. */
type Unqueued = Exclude<keyof LogService, 'trackId' | 'dispose' | (typeof QUEUED)[number]>;
export const queuesEveryCall: [Unqueued] extends [never] ? true : never = true;

/** The calls a page view makes, which the log's base serves before the rest of the log is in. */
const pageView = (name: keyof LogService) => name === 'access' || name === 'track';

/**
 * The log service. Fire-and-forget calls are queued in order and sent once the real service
 * has loaded (a `data-track` click among them: src/track/track-delegation.ts). With
 * `loadBase`, a page view's calls (`access`, `track`) load only the log's base and are sent by
 * it, so a visit does not fetch the rest of the log; the queue still leaves in order (a call
 * waits behind an earlier one that needs the whole log). The whole log is built on the same
 * base (src/services/services.ts).
 */
export function createLazyLog(
  load: () => Promise<LogService>,
  onError: (error: unknown) => void,
  loadBase?: () => Promise<PageViewLog>,
): LazyService<LogService> {
  // The most that has loaded: the base, then the whole log (which is built on the same base).
  let log: PageViewLog | null = null;
  let whole = false;
  let queue: LogCall[] = [];
  let disposed = false;
  /** Sends the queue's head while what has loaded can take it. */
  const drain = () => {
    while (log && queue[0] && (whole || pageView(queue[0][0]))) {
      const [name, args] = queue.shift() as LogCall;
      try {
        (log as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args);
      } catch (error) {
        onError(error);
      }
    }
  };
  const ensure = loader(load, (real) => {
    log = real;
    whole = true;
    drain();
  });
  const ensureBase = loadBase
    ? loader(loadBase, (base) => {
        if (!whole) log = base;
        drain();
      })
    : ensure;
  const later = <K extends keyof LogService>(name: K) =>
    ((...args: Parameters<LogService[K]>) => {
      if (disposed) return;
      if (whole) return ((log as LogService)[name] as (...a: unknown[]) => unknown)(...args);
      queue.push([name, args] as LogCall);
      drain();
      (pageView(name) ? ensureBase : ensure)().catch(onError);
    }) as LogService[K];
  const standIn = {
    trackId: () => (log ? log.trackId() : ''),
    dispose() {
      disposed = true;
      queue = [];
      if (log) log.dispose();
    },
  } as LogService;
  // The fire-and-forget calls, one maker for all (the core's bytes).
  for (const name of QUEUED) (standIn as unknown as Record<string, unknown>)[name] = later(name);
  return { current: () => (whole ? (log as LogService) : standIn), ready: ensure };
}
