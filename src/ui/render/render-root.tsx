/**
 * The one way a widget renders with React's API (Preact in the script tag): a root whose tree
 * sits under an error boundary, so a render or effect error anywhere in it, however long after
 * mount, goes to `onError` (the widget's `context.fail`) instead of the host page.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from './error-boundary';
import { OwnerDocument } from './owner-document';

/**
 * Renders `node` into `container` under an error boundary, with the container's document as
 * the tree's `OwnerDocument`; returns its unmount (safe to call twice).
 *
 * @example
 * const unmount = renderRoot(host, <SearchBox … />, context.fail);
 */
export function renderRoot(container: Element, node: ReactNode, onError: (error: unknown) => void): () => void {
  const root = createRoot(container);
  root.render(
    <OwnerDocument.Provider value={container.ownerDocument}>
      <ErrorBoundary onError={onError}>{node}</ErrorBoundary>
    </OwnerDocument.Provider>,
  );
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
  };
}
