/**
 * Injects the widgets' styles once, unless the page links `pp-widgets.css` itself
 * (CONTRACT §1). The `nonce` lets a strict `style-src 'nonce-…'` policy allow it.
 * Returns the removal.
 */
export function injectStyles(doc: Document, css: string, nonce: string | undefined): () => void {
  if (!css) return () => undefined;
  const linked = doc.querySelector('link[rel~="stylesheet"][href*="pp-widgets"]');
  const existing = doc.getElementById('ppw-styles');
  if (linked || existing) return () => undefined;
  const style = doc.createElement('style');
  style.id = 'ppw-styles';
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  (doc.head || doc.documentElement).appendChild(style);
  return () => {
    if (style.parentNode) style.parentNode.removeChild(style);
  };
}
