/**
 * The widgets' styles in the script-tag build (product-rules §10). The core carries none of the
 * shared styles (src/styles/base.css): they are the `base-css` chunk, requested at start beside
 * the first scan (`css` as a loader), and only where pp-widgets.css is not in effect; each widget
 * chunk brings its own CSS and calls `addStyles` when it is first loaded (the build appends that
 * call, see rollup.config.mjs). Nothing is injected while the page's own
 * `pp-widgets.css` (linked, or imported by a bundler) is in effect: its `--ppw-css` marker is set.
 * A `<link>` to it alone is not enough: one that failed (404, blocked) or is still loading applies
 * nothing, so the styles are injected, and dropped again once that link loads with the marker.
 * The config `nonce` lets a strict `style-src 'nonce-…'` allow it.
 */

/** `wait`: the shared CSS is on its way; the widgets' CSS is held until it is in, to follow it. */
let target: { doc: Document; nonce: string | undefined; linked: boolean; wait?: boolean } | null = null;
let queued: string[] = [];
let injected: HTMLStyleElement[] = [];

function insert(css: string): void {
  if (!target || target.linked || !css) return;
  const { doc, nonce } = target;
  const style = doc.createElement('style');
  style.setAttribute('data-ppw', '');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  (doc.head || doc.documentElement).appendChild(style);
  injected.push(style);
}

function drop(): void {
  for (const style of injected) style.remove();
  injected = [];
}

/** Adds CSS now if the runtime has started, else when it starts. */
export function addStyles(css: string): void {
  if (target && !target.wait) insert(css);
  else queued.push(css);
}

/**
 * Called by the runtime at start with the shared CSS, or with the loader of the chunk that holds
 * it (the script tag's): the loader is called only when the styles are injected, and the widgets'
 * CSS waits for it, so that it comes first in the cascade as the string would. A loader that
 * fails injects the widgets' CSS without it and tells `onError`. Returns the removal of
 * everything injected (used by `stop()`).
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
  // The shared CSS, then what widgets added before it came (or before start).
  const flush = (base: string) => {
    if (target !== current) return;
    current.wait = false;
    const pending = queued;
    queued = [];
    [base].concat(pending).forEach(insert);
  };
  if (typeof css == 'string' || current.linked) flush(typeof css == 'string' ? css : '');
  else {
    current.wait = true;
    css().then(flush, (error) => {
      flush('');
      if (onError) onError(error);
    });
  }
  return () => {
    link?.removeEventListener('load', loaded);
    drop();
    target = null;
  };
}
