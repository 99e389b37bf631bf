/**
 * `getAppStatus` for many packages in one call where the app supports it
 * (docs/bridge.md §8 "Capabilities and versions"). Buttons that mount in the same task are asked together:
 * one `getAppStatusBatch` call when the app's `hello` lists it, else one `getAppStatus` per
 * package, as every app has always answered. A batch that fails (or leaves a package out)
 * falls back to the single calls for what is missing.
 */
import type { Bridge } from '../create-bridge';
import { getCapabilities } from './capabilities';

// Small copies of bridge-message.ts's prefixKeys / withPlainKeys: this file travels in the
// app-status chunk, which must not import the bridge chunk (it imports this one).
function prefixKeys(payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(payload)) if (payload[key] !== undefined) out[key.indexOf('key_') === 0 ? key : 'key_' + key] = payload[key];
  return out;
}

function withPlainKeys(entry: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(entry)) out[key] = entry[key];
  for (const key of Object.keys(entry)) if (key.indexOf('key_') === 0 && !(key.slice(4) in out)) out[key.slice(4)] = entry[key];
  return out;
}

interface Ask {
  payload: Record<string, unknown>;
  resolve(value: Record<string, unknown>): void;
  reject(reason: unknown): void;
}

const waiting = new WeakMap<Bridge, Ask[]>();

function single(bridge: Bridge, ask: Ask): void {
  bridge.call<Record<string, unknown>>('getAppStatus', ask.payload).then(ask.resolve, ask.reject);
}

function packageOf(entry: unknown): string {
  const e = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  const name = e.key_packageName !== undefined ? e.key_packageName : e.packageName;
  return typeof name === 'string' ? name : '';
}

function flush(bridge: Bridge): void {
  const asks = waiting.get(bridge) || [];
  waiting.delete(bridge);
  if (asks.length === 1) return single(bridge, asks[0]);
  void getCapabilities(bridge).then((caps) => {
    if (!caps || caps.methods.indexOf('getAppStatusBatch') === -1) return asks.forEach((ask) => single(bridge, ask));
    bridge.call<Record<string, unknown>>('getAppStatusBatch', { apps: asks.map((ask) => prefixKeys(ask.payload)) }).then(
      (result) => {
        const list = result && Array.isArray(result.statuses) ? (result.statuses as unknown[]) : [];
        for (const ask of asks) {
          const entry = list.filter((e) => packageOf(e) === ask.payload.packageName)[0];
          if (entry && typeof entry === 'object') ask.resolve(withPlainKeys(entry as Record<string, unknown>));
          else single(bridge, ask);
        }
      },
      () => asks.forEach((ask) => single(bridge, ask)),
    );
  });
}

/**
 * The install status of one app (the payload of `getAppStatus`, unprefixed), batched with the
 * other buttons asking in the same task. Resolves with the status object (`key_status`,
 * `status`, maybe `progress`); rejects as `getAppStatus` would.
 * @example appStatusOf(bridge, nativePayload(app)).then((r) => r.status)
 */
export function appStatusOf(bridge: Bridge, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let asks = waiting.get(bridge);
    if (!asks) {
      waiting.set(bridge, (asks = []));
      void Promise.resolve().then(() => flush(bridge));
    }
    asks.push({ payload, resolve, reject });
  });
}
