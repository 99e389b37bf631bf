/**
 * The loader of the library's own chunks. `dist/pp-widgets.js` holds the runtime
 * and this loader; each widget's code is a chunk file next to it (`chunks/*.js`), fetched with
 * a plain `<script src>` from the same origin (so `script-src 'self'` allows it) the first
 * time a widget of that kind wakes. Rollup splits the code and writes the chunks in AMD form
 * with a renamed `define`; this file is the small part that runs them.
 *
 * Why not an off-the-shelf AMD loader (RequireJS, alameda) or SystemJS: each installs
 * globals (`define`/`require`/`System`) on the host page, which the contract forbids, and is
 * larger than this whole file. What is supported is exactly what the build emits
 * (scripts/rollup-chunk-ids.mjs): anonymous `define(deps, factory)` whose dependencies are
 * chunks by name (`""` is the entry), and whose factory takes `require` (a dynamic import:
 * `require(name)` is a promise of the chunk's exports) and its `exports` object first, then
 * those chunks' exports; the build's table gives each chunk's file and the chunks it imports.
 */

type Factory = (...args: unknown[]) => unknown;

export interface ChunkLoader {
  /** What Rollup's chunks call (exposed to them as `PPWidgets._d`, app/iife.ts). */
  define(deps: string[], factory: Factory): void;
  /** Loads a chunk, and the chunks it imports, by name; resolves to its exports. */
  load(name: string): Promise<unknown>;
}

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/**
 * Creates the loader. `mainUrl` is the URL of the script that holds the entry; a `define`
 * made while that script runs instantiates the entry itself. `table` is the build's list of
 * chunks: `name hash dep…` for each, `,`-separated; the file of chunk `name` is
 * `chunks/<name>-<hash>.js` next to the main script.
 * @example const loader = createChunkLoader(document.currentScript.src, document, console.error, 'dialog Ab12Cd,download Ef34Gh dialog');
 */
export function createChunkLoader(mainUrl: string, doc: Document, onError: (error: unknown) => void, table: string): ChunkLoader {
  // Not src/util/load-once.ts: this file is built apart and placed in front of the entry, so an
  // import would ship the helper twice, and the registry also holds chunks that define
  // themselves (the entry); only a failed load is forgotten, as loadOnce would.
  const modules: Record<string, Promise<unknown>> = {};
  const waiting: Record<string, (deps: string[], factory: Factory) => void> = {};
  const hashes: Record<string, string> = {};
  const needs: Record<string, string[]> = {};
  for (const chunk of table.split(',')) {
    const [name, hash, ...deps] = chunk.split(' ');
    hashes[name] = hash;
    needs[name] = deps;
  }
  // A name the table lacks gets a file that does not exist: its load fails like a lost fetch.
  const urlOf = (name: string) => (name ? new URL(`chunks/${name}-${hashes[name]}.js`, mainUrl).href : mainUrl);
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

  // Every factory gets `require` (`load`: a dynamic import) and its exports first, then the
  // chunks its define lists. A chunk's factory runs in a task of its own once those are in
  // (`later`), not in the task of the script that came last: when the last of a widget's chunks
  // arrived, every factory waiting for it ran in that one task (the API's content readers', the
  // content mount's, the widget's: up to 57 ms at 4x CPU). The entry's runs as before.
  const instantiate = (deps: string[], factory: Factory, later?: 1): Promise<unknown> => {
    const exports: Record<string, unknown> = {};
    return Promise.all(deps.map(load))
      .then((args) => (later ? new Promise((ok) => setTimeout(() => ok(args))) : args))
      .then((args) => {
        const result = factory(load, exports, ...(args as unknown[]));
        return result === undefined ? exports : result;
      });
  };

  const load = (name: string): Promise<unknown> => {
    const url = urlOf(name);
    if (!modules[url]) {
      modules[url] = new Promise((ok, fail) => {
        const script = doc.createElement('script');
        const forget = (error: unknown) => {
          delete waiting[url];
          delete modules[url]; // a later wake may retry (flaky network)
          fail(error);
        };
        waiting[url] = (deps, factory) => {
          delete waiting[url];
          // A chunk it needs that failed: forgotten too, so the retry fetches both again.
          instantiate(deps, factory, 1).then(ok, forget);
        };
        // The element has done its job either way: a failed one leaves the page too (a retry
        // adds a new one).
        const drop = () => script.remove();
        script.onerror = () => {
          drop();
          forget(new Error(`pp-widgets: could not load ${url}`));
        };
        script.onload = () => {
          if (waiting[url]) forget(new Error(`pp-widgets: ${url} defined nothing`));
          drop();
        };
        // A script made by createElement is async already (its "force async" flag), no attribute needed.
        (script as { src: unknown }).src = policy ? policy.createScriptURL(url) : url;
        (doc.head || doc.documentElement).appendChild(script);
      });
      // The chunks it imports are fetched beside it, not once it has run (no request
      // waterfall); its define asks for them again and gets these. Their failure is its own.
      // Each is asked for in a task of its own: a script element's insertion costs a phone a
      // few ms (its request is set up at once), and a widget's ten chunks together made the
      // longest task of a list page.
      // Not once the chunk has failed (it was forgotten: a retry asks again).
      for (const dep of needs[name] || []) setTimeout(() => url in modules && load(dep).catch(() => {}));
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
      // the script loaded: run it under its own URL.
      const url = src || mainUrl;
      modules[url] = instantiate(deps, factory);
      modules[url].catch(onError);
    },
  };
}
