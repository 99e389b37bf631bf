import type { Api, ApiOptions } from '../api/index';
import { loadOnce } from '../util/load-once';

/**
 * The API client is the largest service and no page needs it before a widget wakes, so in
 * the script-tag build it is its own chunk. `services.api` is this stand-in until then: every
 * call waits for the real client and forwards. The runtime waits for `ready()` before it
 * mounts any widget, so widgets always see the real client (and its synchronous URL builders).
 */
export interface LazyApi {
  /** The real client once loaded, else the forwarding stand-in. */
  current(): Api;
  ready(): Promise<void>;
}

export function createLazyApi(options: ApiOptions, load: () => Promise<{ createApi(o: ApiOptions): Api }>): LazyApi {
  let api: Api | null = null;
  // A failed chunk load may succeed on the next wake: loadOnce forgets it.
  const ready = loadOnce(() =>
    load().then((mod) => {
      api = mod.createApi(options);
    }),
  );
  const forward = (path: string[]): unknown =>
    new Proxy(function () {} as unknown as object, {
      get(_target, prop) {
        if (typeof prop !== 'string' || prop === 'then') return undefined;
        return forward(path.concat(prop));
      },
      apply(_target, _this, args: unknown[]) {
        return ready().then(() => {
          let owner: unknown = api;
          for (let i = 0; i < path.length - 1; i++) owner = (owner as Record<string, unknown>)[path[i]];
          const fn = (owner as Record<string, (...a: unknown[]) => unknown>)[path[path.length - 1]];
          return fn.apply(owner, args);
        });
      },
    });
  const standIn = forward([]) as Api;
  return { current: () => api || standIn, ready };
}
