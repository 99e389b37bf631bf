/**
 * Renders a popup (a `Dialog`) outside any widget's tree and gives back its close, so plain
 * DOM code (a download button's click handler) can open one. The React root lives in a
 * detached container; the dialog portals itself into the `ppw-` root in `document.body`.
 */
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Opens the element returned by `render`; `render` receives the close function.
 * Closing twice is harmless.
 *
 * @example
 * const close = openOverlay((close) => <Dialog title="…" closeLabel="关闭" onClose={close}>…</Dialog>);
 */
export function openOverlay(render: (close: () => void) => ReactElement): () => void {
  const container = document.createElement('div');
  const root = createRoot(container);
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    root.unmount();
  };
  root.render(render(close));
  return close;
}
