/**
 * A fake WidgetContext for jsdom tests: real config defaults, a recording logger, memory
 * stores, and fake api/bridge/log objects whose methods can be overridden per test.
 * Unknown api methods resolve to a rejection with a clear "not faked" state, so a test
 * sees what its widget called.
 */
import { vi } from 'vitest';
import type {
  Environment, KeyValueStore, Logger, ResolvedConfig, Services, Unmount, WidgetContext,
} from '../../src/types';
import { defaultConfig } from '../../src/runtime/config';
import { createI18n } from '../../src/i18n/index';
import type { Api } from '../../src/api/index';
import type { Bridge } from '../../src/bridge/index';
import type { LogService } from '../../src/log/index';

export interface RecordingLogger extends Logger {
  warnings: unknown[][];
  errors: unknown[][];
}

export function createRecordingLogger(): RecordingLogger {
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  const seen = new Set<string>();
  return {
    warnings,
    errors,
    warn: (...args) => void warnings.push(args),
    error: (...args) => void errors.push(args),
    warnOnce(key, message, ...details) {
      const k = `${typeof key === 'object' && key ? (key as object).toString() + (key as Element).outerHTML : String(key)}|${message}`;
      if (seen.has(k)) return;
      seen.add(k);
      warnings.push([message, ...details]);
    },
    handleError: (error, context) => void errors.push([context, error]),
  };
}

export function createMemoryKV(now: () => number = () => Date.now()): KeyValueStore & { dump(): Record<string, unknown> } {
  const map = new Map<string, { value: unknown; expires: number | null }>();
  return {
    get<T>(key: string) {
      const entry = map.get(key);
      if (!entry) return null;
      if (entry.expires !== null && entry.expires <= now()) {
        map.delete(key);
        return null;
      }
      return entry.value as T;
    },
    set(key, value, ttl) {
      map.set(key, { value, expires: ttl === undefined ? null : now() + ttl * 1000 });
    },
    remove(key) {
      map.delete(key);
    },
    dump() {
      const out: Record<string, unknown> = {};
      map.forEach((v, k) => (out[k] = v.value));
      return out;
    },
  };
}

export function testEnvironment(overrides: Partial<Environment> = {}): Environment {
  return {
    ua: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    client: null,
    hasBridge: false,
    inAppBrowser: null,
    chatApp: null,
    isUC: false,
    isIOS: false,
    isIPad: false,
    isAndroid: true,
    isHarmony: false,
    isMobile: true,
    page: null,
    query: { p: null, chSrc: null, debug: null, utmSource: null },
    envName: 'prod',
    hosts: { api: '', download: '', log: '', track: '' },
    channel: 'pp',
    source: 1000,
    svr: 2,
    ...overrides,
  };
}

function notFaked(path: string) {
  return vi.fn(() => Promise.reject({ code: -1, msg: `api.${path} not faked in this test` }));
}

function fakeApi(overrides: Record<string, unknown>): Api {
  const cache: Record<string, unknown> = {};
  const make = (target: Record<string, unknown>, prefix: string): unknown =>
    new Proxy(target, {
      get(t, prop) {
        if (typeof prop !== 'string') return undefined;
        if (prop in t) return t[prop];
        if (prop === 'then') return undefined;
        const key = prefix + prop;
        if (!(key in cache)) cache[key] = prop === 'lucky' ? make({}, 'lucky.') : notFaked(key);
        return cache[key];
      },
    });
  return make(overrides, '') as Api;
}

export interface TestContextOptions {
  env?: Partial<Environment>;
  config?: Partial<ResolvedConfig>;
  api?: Record<string, unknown>;
  bridge?: Partial<Bridge>;
  log?: Partial<LogService>;
  now?: () => number;
  random?: () => number;
  /** The page's window (and so its document); default the test's own. */
  win?: Window;
}

export interface TestContext extends WidgetContext {
  logger: RecordingLogger;
  events: { name: string; detail: unknown; target: Element | undefined }[];
  /** Removes what `listen` added, as the runtime does when an island unmounts or fails. */
  removeListeners(): void;
}

/**
 * Mounts a widget as the runtime would: the returned unmount also removes what the widget
 * added through `context.listen`.
 * @example const unmount = mountWith(mount, element, createTestContext());
 */
export function mountWith(
  mount: (element: HTMLElement, context: WidgetContext) => Unmount | void,
  element: HTMLElement,
  context: TestContext,
): Unmount {
  const unmount = mount(element, context);
  return () => {
    if (unmount) unmount();
    context.removeListeners();
  };
}

export function createTestContext(options: TestContextOptions = {}): TestContext {
  const config: ResolvedConfig = { ...defaultConfig(), ...(options.config || {}) };
  const logger = createRecordingLogger();
  const now = options.now || (() => Date.now());
  const bridge = {
    call: vi.fn(() => Promise.reject({ code: -1, msg: 'no native bridge' })),
    on: vi.fn(() => () => undefined),
    receive: vi.fn(),
    available: vi.fn(() => false),
    dispose: vi.fn(),
    ...(options.bridge || {}),
  } as unknown as Bridge;
  const log = new Proxy((options.log || {}) as Record<string, unknown>, {
    get(t, prop) {
      if (typeof prop !== 'string') return undefined;
      if (!(prop in t)) t[prop] = vi.fn();
      return t[prop];
    },
  }) as unknown as LogService;
  const services: Services = {
    logger,
    local: createMemoryKV(now),
    session: createMemoryKV(now),
    api: fakeApi(options.api || {}),
    bridge,
    log,
    i18n: createI18n(config.locale, config.messages),
    clock: { now, random: options.random || Math.random },
  };
  const events: TestContext['events'] = [];
  const offs: (() => void)[] = [];
  // As the runtime's (src/runtime/runtime.ts contextFor): a throw is logged, never thrown.
  const guard: WidgetContext['guard'] = (label, fn) => (...args) => {
    try {
      fn(...args);
    } catch (error) {
      logger.handleError(error, label);
    }
  };
  return {
    config,
    env: testEnvironment(options.env),
    services,
    win: options.win || window,
    doc: (options.win || window).document,
    logger,
    events,
    emit(name, detail, target) {
      events.push({ name, detail, target });
    },
    fail: vi.fn(),
    guard,
    listen(target, type, fn, options) {
      const guarded = guard(type, fn as (event: Event) => void);
      target.addEventListener(type, guarded, options);
      const off = () => target.removeEventListener(type, guarded, options);
      offs.push(off);
      return off;
    },
    removeListeners() {
      for (const off of offs.splice(0)) off();
    },
  };
}
