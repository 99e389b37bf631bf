/**
 * Extra native actions next to a download button inside the Android client, where the page
 * asks for them with `data-native-actions="ignoreUpdate,follow,collect,order"` (product-rules §4).
 * Plain DOM: a few buttons after the element, removed again on unmount.
 */
import type { NativeAction } from '../../../src/bridge/status-codes/status-codes';
import { readAttr, schema } from '../../../src/attribute-names/widget-attributes';
import type { WidgetContext } from '../../../src/types';
import type { DownloadApp } from '../../../src/app-link/app-data';
import { parseExtraActions, TOGGLES } from './native-status';

/**
 * Renders the extra action buttons after `element`; returns their removal.
 *
 * @example const stop = mountNativeExtras(button, app, context);
 */
export function mountNativeExtras(element: HTMLElement, app: DownloadApp, context: WidgetContext): () => void {
  const actions = parseExtraActions(readAttr(element, schema.nativeActions));
  if (actions.length === 0 || !element.parentNode) return () => undefined;
  const { i18n, bridge, logger } = context.services;
  const { doc } = context;
  const box = doc.createElement('span');
  box.className = 'ppw-download-extras';
  for (const first of actions) {
    let current: NativeAction = first;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'ppw-download-extra ppw-download-extra-' + first;
    const paint = () => {
      // Toggles change their label ("关注" ↔ "取消关注") rather than aria-pressed: the text says it.
      button.textContent = i18n.t('download.native.' + current);
    };
    paint();
    let busy = false;
    const onClick = (event: Event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      const action = current;
      bridge
        .call(action, { appId: app.id, packageName: app.packageName, name: app.name })
        .then(() => {
          busy = false;
          const next = TOGGLES[action];
          if (next) {
            current = next;
            paint();
          }
          context.emit('download', { appId: app.id, action: 'native', nativeAction: action }, element);
        })
        .catch((state: unknown) => {
          busy = false;
          logger.warn('download: native ' + action + ' failed', state);
        });
    };
    // Removed with the island (`context.listen`); the button goes with the box below.
    context.listen(button, 'click', onClick);
    box.appendChild(button);
  }
  element.parentNode.insertBefore(box, element.nextSibling);
  return () => {
    if (box.parentNode) box.parentNode.removeChild(box);
  };
}
