/**
 * The widgets' styles in the script-tag build (product-rules §10). The core carries only the shared
 * tokens; each widget chunk brings its own CSS and calls `addStyles` when it is first loaded
 * (the build appends that call, see rollup.config.mjs). Nothing is injected when the page
 * links or imports `pp-widgets.css` itself (its `<link>`, or the `--ppw-css` marker it sets). The config `nonce` lets a strict `style-src 'nonce-…'` allow it.
 */

let target: { doc: Document; nonce: string | undefined; linked: boolean } | null = null;
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

/** Adds CSS now if the runtime has started, else when it starts. */
export function addStyles(css: string): void {
  if (target) insert(css);
  else queued.push(css);
}

/**
 * Called by the runtime at start with the shared CSS; returns the removal of everything
 * injected (used by `stop()`).
 */
export function injectStyles(doc: Document, css: string, nonce: string | undefined): () => void {
  // pp-widgets.css linked (maybe still loading), or come however else (a bundler's import, hashed
  // or inlined as a <style>): it sets the marker `--ppw-css` (src/styles/base.css). One selector
  // (stops at the first match) instead of a loop over the links: fewer bytes in the core.
  const view = doc.defaultView;
  const linked =
    !!doc.querySelector('link[rel~=stylesheet i][href*=pp-widgets]') ||
    (!!view && !!view.getComputedStyle(doc.documentElement).getPropertyValue('--ppw-css'));
  target = { doc, nonce, linked };
  insert(css);
  const pending = queued;
  queued = [];
  pending.forEach(insert);
  return () => {
    for (const style of injected) style.remove();
    injected = [];
    target = null;
  };
}
