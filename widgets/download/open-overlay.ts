/**
 * Renders a popup (a `Dialog`) outside any widget's tree and gives back its close, so plain
 * DOM code (a download button's click handler) can open one. The React root lives in a
 * detached container; the dialog portals itself into the `ppw-` root in `document.body`.
 */
import type { ReactElement } from 'react';
import { renderRoot } from '../../src/ui/render-root';

/**
 * Opens the element returned by `render`; `render` receives the close function.
 * Closing twice is harmless. A render or effect error in the popup closes it and goes to
 * `onError` (the widget's `context.fail`).
 *
 * @example
 * const close = openOverlay((close) => <Dialog title="…" closeLabel="关闭" onClose={close}>…</Dialog>, context.fail);
 */
export function openOverlay(render: (close: () => void) => ReactElement, onError: (error: unknown) => void): () => void {
  const container = document.createElement('div');
  let unmount: () => void = () => undefined;
  const close = () => unmount();
  unmount = renderRoot(container, render(close), onError);
  return close;
}
