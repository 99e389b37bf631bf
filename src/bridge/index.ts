// STUB, replaced by the native bridge work (issue 3).
import type { BridgeConfig, Logger } from '../types';

export interface BridgeOptions extends BridgeConfig {
  logger: Logger;
  win?: Window;
}

export interface Bridge {
  /** Calls a native method by name; rejects with a state {code,msg} on timeout/no bridge. */
  call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<T>;
  /** Subscribes to pushed events such as 'appStatus'; returns the unsubscribe. */
  on(event: string, handler: (payload: Record<string, unknown>) => void): () => void;
  /** Entry point the app calls: `PPWidgets.bridge.receive(json)`. Never throws. */
  receive(message: unknown): void;
  /** Whether a native bridge is present now. */
  available(): boolean;
  /** Rejects pending calls, clears timers. */
  dispose(): void;
}

export function createBridge(_options: BridgeOptions): Bridge {
  return {
    call: () => Promise.reject({ code: -1, msg: 'no bridge' }),
    on: () => () => undefined,
    receive: () => undefined,
    available: () => false,
    dispose: () => undefined,
  };
}
