/**
 * Mounts a content widget into its element without destroying the server's markup first
 * (progressive enhancement): the markup stays until the first answer replaces it, comes back
 * on unmount or on a render error, and without script it is all there is.
 */
import type { ReactNode } from 'react';
import type { Unmount, WidgetContext } from '../../types';
import { renderRoot } from '../../ui/render/render-root';
import { registerContentMessages } from './messages';
import { checkHeight } from './reserve';
import { isError, type Read } from '../../api/content/read-params';

/** What the widget's view learns about the server markup. */
export interface ServerMarkup {
  present: boolean;
  /** Removes the server markup (once); nested widgets in it are unmounted by the runtime. */
  replace: () => void;
}

function meaningful(node: Node): boolean {
  if (node.nodeType === 8) return false; // comment
  if (node.nodeType === 3) return (node.textContent || '').trim() !== '';
  return true;
}

/**
 * @param name widget name, for error contexts and the root's class
 * @param render the widget's view, given what the server rendered
 * @example
 * export function mount(el, ctx) {
 *   return mountContent(el, ctx, 'recs', (server) => <Recs server={server} … />);
 * }
 */
export function mountContent(
  element: HTMLElement,
  context: WidgetContext,
  name: string,
  render: (server: ServerMarkup) => ReactNode,
): Unmount {
  registerContentMessages(context.services.i18n);
  checkHeight(element, context.services.logger, name);
  const doc = element.ownerDocument;
  // Every child node goes aside and comes back, white space and comments too, so the markup
  // given back is the server's to the byte; only elements and text count as something shown.
  const serverNodes = Array.prototype.slice.call(element.childNodes) as Node[];
  let removed = false;
  const server: ServerMarkup = {
    present: serverNodes.some(meaningful),
    replace() {
      if (removed) return;
      removed = true;
      for (const node of serverNodes) if (node.parentNode === element) element.removeChild(node);
    },
  };
  const restore = () => {
    if (!removed) return;
    removed = false;
    for (const node of serverNodes) element.insertBefore(node, container.parentNode === element ? container : null);
  };

  const container = doc.createElement('div');
  container.className = 'ppw-content-root ppw-content-root--' + name;
  // First, above the server markup: when the answer replaces that markup, the list does not move.
  element.insertBefore(container, element.firstChild);
  // A render or effect error: the server markup comes back at once, and the runtime logs it,
  // tells the page (`pp:error`) and unmounts the widget.
  const unmountRoot = renderRoot(container, render(server), (error) => {
    restore();
    context.fail(error);
  });

  let unmounted = false;
  return () => {
    if (unmounted) return;
    unmounted = true;
    unmountRoot();
    restore();
    if (container.parentNode) container.parentNode.removeChild(container);
  };
}

/**
 * Reads the widget's parameters first: when an attribute is missing or malformed the element
 * keeps its plain markup and one warning names it (product-rules §14); otherwise `mountContent`.
 * @example
 * export const mount = (el, ctx) => mountWithParams(el, ctx, 'comments', readCommentsParams,
 *   (params, server) => <Comments params={params} server={server} … />);
 */
export function mountWithParams<P>(
  element: HTMLElement,
  context: WidgetContext,
  name: string,
  read: (element: HTMLElement) => Read<P>,
  render: (params: P, server: ServerMarkup) => ReactNode,
): Unmount {
  const params = read(element);
  if (isError(params)) {
    context.services.logger.warnOnce(element, name + ': ' + params.error + '; the markup is left as it is', element);
    return () => undefined;
  }
  return mountContent(element, context, name, (server) => render(params.value, server));
}
