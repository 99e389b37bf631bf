/**
 * The document a widget's tree renders in (its root container's), given by `renderRoot` to
 * everything under it: what a part that lives outside the tree's own elements (the dialog's
 * portal, its scroll lock, its key listeners) works in, instead of the global `document`.
 * @example const doc = useContext(OwnerDocument)!;
 */
import { createContext } from 'react';

export const OwnerDocument = createContext<Document | null>(null);
