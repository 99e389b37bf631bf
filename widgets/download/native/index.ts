/**
 * Inside the Android client a download button shows the app's install status (product-rules §4):
 * asked once with `getAppStatus` (or `getAppStatusBatch` with its neighbours), then following pushed `appStatus` events, with the progress
 * while downloading. The server text comes back on unmount.
 *
 * Nothing on the button changes until the client has told a status, and its text only when the
 * status label says something else than the text already there. On a long list every change of
 * a button's content lays the whole list out again (~40 ms a frame for 10 000 rows in Chromium),
 * so buttons waking as they scroll into view must not rewrite what is already right.
 */
import { actionForStatus, parseAppStatus } from '../../../src/bridge/status-codes/status-codes';
import { readAppStatusEvent } from '../../../src/bridge/app-status/app-status-event';
import { appStatusOf } from '../../../src/bridge/app-status/app-status-batch';
import type { WidgetContext } from '../../../src/types';
import type { DownloadApp } from '../../../src/app-link/app-data';
import { mountNativeExtras } from './native-extras';
import { nativePayload } from '../native-payload';
import type { NativeReport } from '../download-state';
import { statusLabel } from './native-status';
import { nativeMessages } from './messages';

/**
 * Replaces the button's text with the status label, once it differs from the text already
 * there, and keeps it current. Reports to the button's state (download-state.ts) what a tap
 * does in each status (`rule`, at once) and every status. Returns the restore.
 *
 * @example const stop = mountStatusLabel(button, app, context, dispatch);
 */
export function mountStatusLabel(
  element: HTMLElement,
  app: DownloadApp,
  context: WidgetContext,
  report: (action: NativeReport) => void,
): () => void {
  report({ type: 'rule', rule: actionForStatus });
  const { i18n, bridge, logger } = context.services;
  // The status and extra actions' texts (the extras are mounted below).
  i18n.register(nativeMessages);
  const { doc } = context;
  let stopped = false;
  let status = 0;
  let statusClass = '';
  const original = doc.createDocumentFragment();
  // Made at the first status worth showing (see the file comment).
  let label: HTMLElement | null = null;

  const render = (progress: number | null) => {
    const l = statusLabel(status, progress);
    const text = i18n.t(l.key, l.params);
    if (label) label.textContent = text;
    else if ((element.textContent || '').trim() !== text) {
      while (element.firstChild) original.appendChild(element.firstChild);
      label = doc.createElement('span');
      label.className = 'ppw-download-label';
      label.textContent = text;
      element.appendChild(label);
    }
    element.classList.add('ppw-download-native');
    if (statusClass) element.classList.remove(statusClass);
    statusClass = 'ppw-download-status-' + status;
    element.classList.add(statusClass);
    // Setting a custom property from script is allowed under a strict CSP (no inline style markup).
    if (l.params) element.style.setProperty('--ppw-progress', l.params.progress + '%');
    else element.style.removeProperty('--ppw-progress');
  };
  const update = (next: number, progress: number | null) => {
    status = next;
    report({ type: 'status', status: next });
    render(progress);
  };

  const off = bridge.on('appStatus', (payload) => {
    const ev = readAppStatusEvent(payload);
    if (stopped || !ev || !app.packageName || ev.packageName !== app.packageName) return;
    update(ev.status, ev.progress);
  });
  if (app.packageName) {
    // Batched with the other buttons mounting in this task where the app supports it.
    appStatusOf(bridge, nativePayload(app))
      .then((result) => {
        if (stopped || !result || typeof result !== 'object') return;
        const ev = readAppStatusEvent({ key_packageName: app.packageName, ...result });
        update(parseAppStatus(result.status !== undefined ? result.status : result.key_status), ev ? ev.progress : null);
      })
      .catch((state: unknown) => logger.warn('download: getAppStatus failed', state));
  }
  const stopExtras = mountNativeExtras(element, app, context);

  return () => {
    stopped = true;
    stopExtras();
    off();
    element.classList.remove('ppw-download-native');
    if (statusClass) element.classList.remove(statusClass);
    if (!element.getAttribute('class')) element.removeAttribute('class');
    element.style.removeProperty('--ppw-progress');
    if (!element.getAttribute('style')) element.removeAttribute('style');
    if (label) {
      if (label.parentNode === element) element.removeChild(label);
      element.appendChild(original);
      label = null;
    }
  };
}
