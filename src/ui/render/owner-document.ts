/**
 * The document a widget's tree renders in (its root container's), given by `renderRoot` to
 * everything under it: what a part that lives outside the tree's own elements (the dialog's
 * portal, its scroll lock, its key listeners) works in, instead of the global `document`.
 */
import { createContext, useContext } from 'react';

export const OwnerDocument = createContext<Document | null>(null);

/**
 * The document of the root this component renders under.
 * @example const doc = useOwnerDocument(); doc.addEventListener('keydown', onKey, true);
 */
export function useOwnerDocument(): Document {
  const doc = useContext(OwnerDocument);
  if (!doc) throw new Error('pp-widgets: a part was rendered outside renderRoot');
  return doc;
}
