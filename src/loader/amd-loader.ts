/**
 * The loader of the library's own chunks. `dist/pp-widgets.js` holds the runtime
 * and this loader; each widget's code is a chunk file next to it (`chunks/*.js`), fetched with
 * a plain `<script src>` from the same origin (so `script-src 'self'` allows it) the first
 * time a widget of that kind wakes. Rollup splits the code and writes the chunks in AMD form
 * with a renamed `define`; this file is the small part that runs them.
 *
 * Why not an off-the-shelf AMD loader (RequireJS, alameda) or SystemJS: each installs
 * globals (`define`/`require`/`System`) on the host page, which the contract forbids, and is
 * larger than this whole file. What is supported is exactly what Rollup emits: anonymous
 * `define(deps, factory)` with the special dependencies `require` and `exports`, and relative
 * ids resolved against the importing chunk's URL.
 */

type Factory = (...args: unknown[]) => unknown;
type LocalRequire = (ids: string[], ok: (...mods: unknown[]) => void, fail?: (error: unknown) => void) => void;

export interface ChunkLoader {
  /** What Rollup's chunks call (exposed to them as `PPWidgets.__define`). */
  define(deps: string[], factory: Factory): void;
  /** Loads a chunk by URL and resolves to its exports. */
  load(url: string): Promise<unknown>;
}

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/**
 * Creates the loader. `mainUrl` is the URL of the script that holds the entry; a `define`
 * made while that script runs instantiates the entry itself.
 * @example const loader = createChunkLoader(document.currentScript.src, document, console.error);
 */
export function createChunkLoader(mainUrl: string, doc: Document, onError: (error: unknown) => void): ChunkLoader {
  // Not src/util/load-once.ts: this file is built apart and placed in front of the entry, so an
  // import would ship the helper twice, and the registry also holds chunks that define
  // themselves (the entry); only a failed fetch is forgotten, as loadOnce would.
  const modules: Record<string, Promise<unknown>> = {};
  const waiting: Record<string, (deps: string[], factory: Factory) => void> = {};
  const origin = new URL(mainUrl, doc.baseURI).origin;
  let policy: { createScriptURL(url: string): unknown } | null = null;
  const view = doc.defaultView as (Window & { trustedTypes?: TrustedTypesLike }) | null;
  // Not `?.`: the build would write it out at length for Chrome 58.
  const tt = view && view.trustedTypes;
  if (tt && typeof tt.createPolicy === 'function') {
    // Support: Trusted Types (Chrome 83+). With `require-trusted-types-for 'script'` a plain
    // string is refused as a script URL; this policy allows only our own origin.
    try {
      policy = tt.createPolicy('pp-widgets', {
        createScriptURL(url: string) {
          if (new URL(url, doc.baseURI).origin !== origin) throw new TypeError(`pp-widgets: refusing to load ${url}`);
          return url;
        },
      });
    } catch (error) {
      onError(error);
    }
  }

  const resolve = (id: string, parent: string) => new URL(id, parent).href;

  const instantiate = (url: string, deps: string[], factory: Factory): Promise<unknown> => {
    const exports: Record<string, unknown> = {};
    const localRequire: LocalRequire = (ids, ok, fail) => {
      Promise.all(ids.map((id) => load(resolve(id, url)))).then(
        (mods) => ok(...mods),
        (error) => (fail ? fail(error) : onError(error)),
      );
    };
    return Promise.all(
      deps.map((dep) => (dep === 'exports' ? exports : dep === 'require' ? localRequire : load(resolve(dep, url)))),
    ).then((args) => {
      const result = factory(...args);
      return result === undefined ? exports : result;
    });
  };

  const load = (url: string): Promise<unknown> => {
    if (!modules[url]) {
      modules[url] = new Promise((ok, fail) => {
        const script = doc.createElement('script');
        const forget = (error: Error) => {
          delete waiting[url];
          delete modules[url]; // a later wake may retry (flaky network)
          fail(error);
        };
        waiting[url] = (deps, factory) => {
          delete waiting[url];
          instantiate(url, deps, factory).then(ok, fail);
        };
        script.onerror = () => forget(new Error(`pp-widgets: could not load ${url}`));
        script.onload = () => {
          if (waiting[url]) forget(new Error(`pp-widgets: ${url} defined nothing`));
          if (script.parentNode) script.parentNode.removeChild(script);
        };
        script.async = true;
        (script as { src: unknown }).src = policy ? policy.createScriptURL(url) : url;
        (doc.head || doc.documentElement).appendChild(script);
      });
    }
    return modules[url];
  };

  return {
    load,
    define(deps, factory) {
      const current = doc.currentScript as HTMLScriptElement | null;
      const src = current && current.src;
      if (src && waiting[src]) {
        waiting[src](deps, factory);
        return;
      }
      // The entry chunk (inside the main script), or a chunk of ours that another copy of
      // the script loaded: run it against our own URL base.
      const url = src || mainUrl;
      modules[url] = instantiate(url, deps, factory);
      modules[url].catch(onError);
    },
  };
}
