/**
 * The capability handshake (docs/bridge.md §8 "Capabilities and versions"): the page learns which
 * methods the app implements without failing a call it needs. The library sends `hello` once
 * per bridge with the protocol versions it speaks; an app that implements it answers
 * `{v, methods, platform}`. An app that does not (every app written before it) answers
 * UNSUPPORTED at once, and the library then assumes what it always did: the methods its
 * docs call required, one call per package.
 */
import type { Bridge } from '../create-bridge';

/**
 * HELLO_VERSION of bridge-message.ts, as a literal: this file travels in the
 * app-status chunk, which the bridge chunk imports, so it must not import the bridge chunk
 * back (the chunk loader cannot resolve a cycle). capabilities.test.ts checks they agree.
 */
export const HELLO_VERSION = 1;

/** What an app said in its `hello` answer. */
export interface Capabilities {
  /** The protocol version the app speaks (the highest it shares with the library). */
  v: number;
  /** Method names the app implements (`getAppStatus`, `download`, …). */
  methods: string[];
  /** `android`, `ios`, or '' when the app did not say. */
  platform: string;
}

function pick(raw: Record<string, unknown>, name: string): unknown {
  return raw[name] !== undefined ? raw[name] : raw['key_' + name];
}

/**
 * Reads a `hello` answer (keys with or without `key_`); null when it is not one.
 * @example parseCapabilities({ key_v: 1, key_methods: ['getAppStatus'] }) // { v: 1, methods: ['getAppStatus'], platform: '' }
 */
export function parseCapabilities(raw: unknown): Capabilities | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const methods = pick(r, 'methods');
  if (!Array.isArray(methods)) return null;
  const v = Number(pick(r, 'v'));
  const platform = pick(r, 'platform');
  return {
    v: isFinite(v) && v > 0 ? v : HELLO_VERSION,
    methods: methods.filter((m): m is string => typeof m === 'string'),
    platform: typeof platform === 'string' ? platform : '',
  };
}

const cache = new WeakMap<Bridge, Promise<Capabilities | null>>();

/**
 * Asks the app once per bridge what it supports. Never rejects: null when the app does not
 * implement `hello` (UNSUPPORTED), outside the app, on timeout or a malformed answer; the
 * caller then does what works with every app.
 * @example getCapabilities(bridge).then((caps) => caps !== null && caps.methods.indexOf('getAppStatusBatch') !== -1)
 */
export function getCapabilities(bridge: Bridge): Promise<Capabilities | null> {
  let request = cache.get(bridge);
  if (!request) {
    request = bridge.call('hello', { versions: [HELLO_VERSION] }).then(parseCapabilities, () => null);
    cache.set(bridge, request);
  }
  return request;
}
