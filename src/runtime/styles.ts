/**
 * The widgets' styles in the script-tag build (product-rules §10). The core carries none of the
 * shared styles (src/styles/base.css): they are the `base-css` chunk, requested at start beside
 * the first scan (`css` as a loader), and only where pp-widgets.css is not in effect; each widget
 * chunk brings its own CSS and calls `addStyles` when it is first loaded (the build appends that
 * call, see rollup.config.mjs). A widget's CSS goes in at once, so that nothing it draws is ever
 * laid out without it (a fixed bar in the flow, then lifted out, moves the page); the shared CSS,
 * when it comes, goes before it, first in the cascade. Nothing is injected while the page's own
 * `pp-widgets.css` (linked, or imported by a bundler) is in effect: its `--ppw-css` marker is set.
 * A `<link>` to it alone is not enough: one that failed (404, blocked) or is still loading applies
 * nothing, so the styles are injected, and dropped again once that link loads with the marker.
 * The config `nonce` lets a strict `style-src 'nonce-…'` allow it.
 */

let target: { doc: Document; nonce: string | undefined; linked: boolean } | null = null;
let queued: string[] = [];
let injected: HTMLStyleElement[] = [];

/** `first`: before every style injected so far (the shared CSS, which may come after them). */
function insert(css: string, first?: boolean): void {
  if (!target || target.linked || !css) return;
  const { doc, nonce } = target;
  const style = doc.createElement('style');
  style.setAttribute('data-ppw', '');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  (doc.head || doc.documentElement).insertBefore(style, (first && injected[0]) || null);
  injected.push(style);
}

function drop(): void {
  for (const style of injected) style.remove();
  injected = [];
}

/** Whether CSS a chunk adds goes in: the runtime has started and pp-widgets.css is not in effect. */
export const stylesWanted = (): boolean => !!target && !target.linked;

/** Adds CSS now if the runtime has started, else when it starts. */
export function addStyles(css: string): void {
  if (target) insert(css);
  else queued.push(css);
}

/**
 * Called by the runtime at start with the shared CSS, or with the loader of the chunk that holds
 * it (the script tag's): the loader is called only when the styles are injected, and what it
 * gives goes before the widgets' CSS already in, first in the cascade as the string would. A
 * loader that fails tells `onError`. Returns the removal of everything injected (used by `stop()`).
 */
export function injectStyles(doc: Document, css: string | (() => Promise<string>), nonce: string | undefined, onError?: (error: unknown) => void): () => void {
  // pp-widgets.css in effect, however it came (a <link>, a bundler's hashed file or <style>):
  // it sets the marker `--ppw-css` (src/styles/base.css).
  const view = doc.defaultView;
  const marked = () => !!view && !!view.getComputedStyle(doc.documentElement).getPropertyValue('--ppw-css');
  const current: NonNullable<typeof target> = { doc, nonce, linked: marked() };
  target = current;
  // A link to it that has not applied (yet): inject now, so a lazily loaded widget's styles are
  // never missing; if it loads with the marker later, the injected copy goes.
  const link = current.linked ? null : doc.querySelector('link[rel~=stylesheet i][href*=pp-widgets]');
  const loaded = () => {
    if (target === current && marked()) {
      current.linked = true;
      drop();
    }
  };
  link?.addEventListener('load', loaded);
  // What widgets added before start, then the shared CSS before it (now, or when it comes).
  queued.splice(0).forEach((w) => insert(w));
  const flush = (base: string) => {
    if (target === current) insert(base, true);
  };
  if (typeof css == 'string') flush(css);
  else if (!current.linked) css().then(flush, (error) => onError && onError(error));
  return () => {
    link?.removeEventListener('load', loaded);
    drop();
    target = null;
  };
}
