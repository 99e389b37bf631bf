import type { Config, EnvName, Hosts, Logger, ResolvedConfig } from '../types';
import { coreSchema as schema } from '../schema-core';
import { DEFAULT_IN_APP_BROWSERS, DEFAULT_UA_TOKENS } from '../env/ua-tokens';
import { ENV_NAMES } from '../env/env-name';
import { sameOrigin } from '../env/hosts';
import { DEFAULT_BRIDGE_TIMEOUT_MS } from '../defaults';
import { warnOf } from './warn';
import { own } from '../util/own';

/**
 * The defaults every page starts from (product-rules §12, product-rules §9).
 * Every environment defaults to the page's own origin; pages override `hosts` per environment.
 */
export function defaultConfig(): ResolvedConfig {
  const hosts = {} as Record<EnvName, Hosts>;
  for (const name of ENV_NAMES) hosts[name] = sameOrigin();
  return {
    env: null,
    hosts,
    locale: 'zh-CN',
    messages: {},
    realname: {
      enabled: false,
      submitUrl: '/realname/submit',
      confTime: 1800,
      userTime: 15552000,
      idCheck: 'strict',
      phoneCheck: 'broad',
      isLog: true,
    },
    iosStoreSearchUrl: '/ios/search?q={name}',
    clientScheme: 'pp25://app/detail?appId={id}&packageName={packageName}',
    uaTokens: copy(DEFAULT_UA_TOKENS),
    inAppBrowsers: copy(DEFAULT_IN_APP_BROWSERS),
    harmonyUrl: '/harmony/search?q={name}',
    tbChSrc: 'tbzs',
    webp: { hosts: [], rewrite: '_.webp' },
    bridge: { timeoutMs: DEFAULT_BRIDGE_TIMEOUT_MS, methodIds: {} },
    nonce: undefined,
    backToTop: false,
    debug: false,
    prefetch: 'viewport',
    log: { access: true },
    rum: { sample: 0 },
    urlKeys: {},
    links: true,
  };
}

/** A deep copy of a default table (its lists too), so that no page can change the defaults. */
function copy<T extends object>(table: T): T {
  const out = {};
  deepMerge(out, table as Record<string, unknown>);
  return out as T;
}

const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'];

/** An object whose prototype is Object's or none (an array's, a date's, another realm's are not). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Expected type of each top-level key: its default's, but for the keys whose default is not a
 * value of that type; a value of another type is warned about and ignored.
 */
const ODD_TYPES: Partial<Record<keyof Config, string>> = { env: 'string', nonce: 'string', prefetch: 'boolean string', links: 'boolean object' };

const typeOf = (value: unknown) => (isPlainObject(value) ? 'object' : typeof value);

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN_KEYS.indexOf(key) !== -1) continue;
    const value = source[key];
    const current = target[key];
    if (isPlainObject(value)) {
      // A copy, never the caller's object: onto the current value's copy when that is an object too.
      const copy: Record<string, unknown> = {};
      if (isPlainObject(current)) deepMerge(copy, current);
      deepMerge(copy, value);
      target[key] = copy;
    } else if (value !== undefined) {
      target[key] = Array.isArray(value) ? value.slice() : value;
    }
  }
}

/**
 * Merges config sources onto the defaults, later wins (product-rules §11). Unknown keys are kept
 * silently (forward compatibility); known keys of the wrong type are warned about and ignored.
 * @example mergeConfig(logger, jsonConfig, window.PPWidgetsConfig, startArgument)
 */
export function mergeConfig(logger: Logger, ...sources: unknown[]): ResolvedConfig {
  const result = defaultConfig() as unknown as Record<string, unknown>;
  const defaults = defaultConfig() as unknown as Record<string, unknown>;
  for (const source of sources) {
    if (source === undefined || source === null) continue;
    if (!isPlainObject(source)) {
      warnOf(logger, undefined, 'configObject', [], source);
      continue;
    }
    const clean: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      // Own keys only: `__proto__` (kept out later by deepMerge) must not read Object.prototype.
      const expected = own(ODD_TYPES, key) ? (ODD_TYPES as Record<string, string>)[key] : own(defaults, key) ? typeOf(defaults[key]) : undefined;
      const value = source[key];
      const actual = typeOf(value);
      if (expected && value !== undefined && expected.split(' ').indexOf(actual) < 0) {
        warnOf(logger, undefined, 'configType', [key, expected, actual]);
        continue;
      }
      clean[key] = value;
    }
    deepMerge(result, clean);
  }
  const resolved = result as unknown as ResolvedConfig;
  if (resolved.locale !== 'zh-CN' && resolved.locale !== 'en') {
    warnOf(logger, undefined, 'locale', [String(resolved.locale)]);
    resolved.locale = 'zh-CN';
  }
  const prefetch = resolved.prefetch as unknown;
  if (prefetch === true) resolved.prefetch = 'idle';
  else if (prefetch !== false && prefetch !== 'idle' && prefetch !== 'viewport') {
    warnOf(logger, undefined, 'prefetch', []);
    resolved.prefetch = 'viewport';
  }
  if (typeof resolved.log.access !== 'boolean') {
    warnOf(logger, undefined, 'logAccess', []);
    resolved.log.access = true;
  }
  const sample = resolved.rum.sample;
  if (typeof sample !== 'number' || !(sample >= 0 && sample <= 1)) {
    warnOf(logger, undefined, 'rumSample', []);
    resolved.rum.sample = 0;
  }
  if (resolved.env !== null && ENV_NAMES.indexOf(resolved.env) === -1) {
    warnOf(logger, undefined, 'env', [String(resolved.env), ENV_NAMES.join(', ')]);
    resolved.env = 'prod';
  }
  return resolved;
}

/**
 * Reads `<script type="application/json" id="pp-widgets-config">`. Malformed JSON gives one
 * warning that says what is wrong (in the script tag's build once the warn-texts chunk is in,
 * ./warn-lazy.ts), and the defaults are used.
 */
export function readConfigScript(doc: Document, logger: Logger): unknown {
  const el = doc.getElementById(schema.configScriptId);
  if (!el) return undefined;
  const text = el.textContent || '';
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    // JSON.parse of a string throws a SyntaxError, whose message says what is wrong.
    warnOf(logger, undefined, 'configJson', [schema.configScriptId, (error as SyntaxError).message]);
    return undefined;
  }
}
