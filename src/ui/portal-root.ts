/**
 * The one container in `document.body` that holds the library's overlays, so popups escape
 * `overflow: hidden` and stacking contexts of the host's markup. Created on first use and
 * removed again when the last user releases it.
 */

/** Class of the portal root; `ppw-` prefixed like every class the library adds. */
export const PORTAL_ROOT_CLASS = 'ppw-portal';

let users = 0;

/**
 * Returns the portal root of `doc`, creating it if needed. Pair every call with
 * `releasePortalRoot`.
 *
 * @example
 * const root = acquirePortalRoot(document);
 * try { ... } finally { releasePortalRoot(document); }
 */
export function acquirePortalRoot(doc: Document): HTMLElement {
  users++;
  let root = findRoot(doc);
  if (!root) {
    root = doc.createElement('div');
    root.className = PORTAL_ROOT_CLASS;
    doc.body.appendChild(root);
  }
  return root;
}

/** Releases one use of the portal root; the last release removes it from the page. */
export function releasePortalRoot(doc: Document): void {
  users = Math.max(0, users - 1);
  if (users > 0) return;
  const root = findRoot(doc);
  if (root && root.parentNode) root.parentNode.removeChild(root);
}

function findRoot(doc: Document): HTMLElement | null {
  const kids = doc.body ? doc.body.children : ([] as unknown as HTMLCollection);
  for (let i = 0; i < kids.length; i++) {
    if (kids[i].classList.contains(PORTAL_ROOT_CLASS)) return kids[i] as HTMLElement;
  }
  return null;
}
