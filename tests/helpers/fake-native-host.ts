/**
 * A fake native client for tests: it plays the app's side of the bridge protocol
 * (docs/bridge.md). Used by src/bridge tests; app teams can read it as a reference host (docs/bridge.md).
 */
import type { OutgoingMessage } from '../../src/bridge/bridge-message';

export type HostBehaviour = (message: OutgoingMessage, host: FakeNativeHost) => void;

export interface FakeNativeHost {
  /** Every message posted to the host, parsed, in order. */
  readonly sent: OutgoingMessage[];
  /** Puts `PPNativeBridge` on the window (the app injecting its bridge, maybe late). */
  install(): void;
  /** Removes it again. */
  uninstall(): void;
  /** Answers `{ id, result }` through the library's `receive`, as the app would. */
  reply(id: string, result?: unknown): void;
  /** Answers `{ id, error }`. */
  fail(id: string, error: unknown): void;
  /** Pushes an event. */
  push(event: string, payload: Record<string, unknown>): void;
  /** Sends anything at all to `receive` (garbage tests). */
  raw(message: unknown): void;
}

/** Answers every call on a later microtask with `{ echo: method, payload }`. */
export const echoLater: HostBehaviour = (message, host) => {
  void Promise.resolve().then(() => host.reply(message.id, { echo: message.method, payload: message.payload }));
};

/**
 * Creates a fake host on `win`, talking back through `receive` (the library's
 * `PPWidgets.bridge.receive`). Messages reach `behaviour` as JSON text round-tripped, exactly
 * as a real app would see them.
 */
export function createFakeNativeHost(
  win: object,
  receive: (message: unknown) => void,
  behaviour: HostBehaviour = echoLater,
): FakeNativeHost {
  const sent: OutgoingMessage[] = [];
  const target = win as { PPNativeBridge?: { postMessage(message: string): void } };
  const host: FakeNativeHost = {
    sent,
    install() {
      target.PPNativeBridge = {
        postMessage(text: string) {
          if (typeof text !== 'string') throw new TypeError('postMessage expects a string');
          const message = JSON.parse(text) as OutgoingMessage;
          sent.push(message);
          behaviour(message, host);
        },
      };
    },
    uninstall() {
      delete target.PPNativeBridge;
    },
    reply(id, result) {
      receive(JSON.stringify({ id, result }));
    },
    fail(id, error) {
      receive(JSON.stringify({ id, error }));
    },
    push(event, payload) {
      receive(JSON.stringify({ event, payload }));
    },
    raw(message) {
      receive(message);
    },
  };
  return host;
}

/**
 * The host docs/bridge.md describes, as an app team would write it: each supported method id
 * answers through `handlers` (a returned value is the result; a thrown `{ code, msg }` the
 * error); a method it does not implement is answered at once with
 * `{ id, error: { code: -106, msg: 'unsupported method' } }`, so nothing waits for the timeout.
 * Messages of another protocol version (`v`) than 1 are answered the same way.
 * @example createFakeNativeHost(win, receive, documentedHost({ 2: () => ({ key_status: 64 }) }))
 */
export function documentedHost(handlers: Record<string, (payload: Record<string, unknown>) => unknown>): HostBehaviour {
  return (message, host) => {
    const handler = (message as { v?: number }).v === 1 ? handlers[String(message.method)] : undefined;
    if (!handler) {
      host.fail(message.id, { code: -106, msg: 'unsupported method' });
      return;
    }
    // Answers go back on the UI thread, after postMessage returned (evaluateJavascript).
    void Promise.resolve().then(() => {
      try {
        host.reply(message.id, handler(message.payload));
      } catch (error) {
        host.fail(message.id, error);
      }
    });
  };
}
