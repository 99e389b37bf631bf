import { guard, type Runtime } from './runtime';

/** The `PPWidgets.bridge` object apps call; stable across start/stop. */
export interface PublicBridge {
  /** The native app's answer or event, as a JSON string or object. Never throws. */
  receive(message: unknown): void;
  call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<T>;
  on(event: string, handler: (payload: Record<string, unknown>) => void): () => void;
}

/**
 * Forwards to the started application's bridge service; before start (or after stop) an
 * answer is dropped, a call rejects with TIME_OUT's code and a listener is not added.
 * @example window.PPWidgets.bridge.receive('{"id":"1","result":64}');
 */
export function createPublicBridge(rt: Runtime): PublicBridge {
  return {
    receive(message) {
      if (rt.services) guard(rt, 'receiving a bridge message', () => rt.services!.bridge.receive(message));
    },
    call(method, payload) {
      if (!rt.services) return Promise.reject({ code: -1, msg: 'PPWidgets is not started' });
      return rt.services.bridge.call(method, payload);
    },
    on(event, handler) {
      if (!rt.services) return () => undefined;
      return rt.services.bridge.on(event, handler);
    },
  };
}
