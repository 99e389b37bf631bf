import type { Logger } from '../base-types';

/** A pushed event's handler (`appStatus`, `downloadProgress`, …). */
export type BridgeEventHandler = (payload: Record<string, unknown>) => void;

export interface BridgeEvents {
  /** Hands an event to its handlers, and holds it for handlers that subscribe later. */
  emit(event: string, payload: Record<string, unknown>): void;
  /** Subscribes; held events of that name are replayed after the caller's own set-up. */
  on(event: string, handler: BridgeEventHandler): () => void;
  /** Forgets every handler and every held event. */
  clear(): void;
}

/** Most events held for handlers that have not subscribed yet. */
export const HELD_LIMIT = 50;

/**
 * The bridge's pushed events (docs/bridge.md "Delivering answers and events"). An event nobody
 * listens to yet (sent before the widgets mounted, or before the library started) is held, the
 * latest per event and package (at most `HELD_LIMIT`), and given to each handler that
 * subscribes later. A throwing handler is logged and the others still run.
 * @example const events = createBridgeEvents(logger); events.on('appStatus', show); events.emit('appStatus', payload);
 */
export function createBridgeEvents(logger: Logger): BridgeEvents {
  const handlers = new Map<string, BridgeEventHandler[]>();
  const held = new Map<string, { event: string; payload: Record<string, unknown> }>();

  const run = (event: string, handler: BridgeEventHandler, payload: Record<string, unknown>) => {
    try {
      handler(payload);
    } catch (e) {
      logger.handleError(e, `bridge "${event}" handler`);
    }
  };

  function emit(event: string, payload: Record<string, unknown>): void {
    const list = handlers.get(event);
    const key = event + '\n' + String(payload.key_packageName || '');
    if (!list || list.length === 0 || held.has(key)) {
      held.delete(key);
      if (held.size < HELD_LIMIT) held.set(key, { event, payload });
    }
    if (!list || list.length === 0) return;
    for (const handler of list.slice()) run(event, handler, payload);
  }

  function on(event: string, handler: BridgeEventHandler): () => void {
    let list = handlers.get(event);
    if (!list) handlers.set(event, (list = []));
    list.push(handler);
    let active = true;
    const replay: Record<string, unknown>[] = [];
    held.forEach((h) => h.event === event && replay.push(h.payload));
    if (replay.length) {
      // After the caller's own set-up has finished.
      Promise.resolve().then(() => {
        for (const payload of replay) {
          if (!active) return;
          run(event, handler, payload);
        }
      });
    }
    return () => {
      if (!active) return;
      active = false;
      const current = handlers.get(event);
      const i = current ? current.indexOf(handler) : -1;
      if (current && i >= 0) current.splice(i, 1);
    };
  }

  return {
    emit,
    on,
    clear() {
      handlers.clear();
      held.clear();
    },
  };
}
