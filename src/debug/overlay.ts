/**
 * The debug overlay (`?ppw-debug=1` or config `debug: true`): outlines every island
 * the runtime found, coloured by state, and lists them all with what was reported about them.
 * It is its own chunk, loaded only when asked for: no cost when off.
 */
import type { RuntimeHost } from '../runtime/plugin';
import type { Run } from '../runtime/runtime';
import { addStyles } from '../runtime/styles';
import { coreSchema as schema } from '../schema-core';
import { silentlyOff } from './silently-off';
import type { RumSession } from '../rum/index';
import { rumLines } from './rum-lines';

const CSS = `.ppw-debug{outline:2px dashed #888!important;outline-offset:2px}
[${schema.state}="mounted"].ppw-debug{outline-color:#2f9e44!important}
[${schema.state}="failed"].ppw-debug{outline-color:#e03131!important;outline-style:solid!important}
[${schema.state}="loading"].ppw-debug{outline-color:#1c7ed6!important}
.ppw-debug-panel{position:fixed;right:8px;bottom:8px;z-index:2147483000;max-width:min(420px,95vw);max-height:45vh;overflow:auto;background:#fff;color:#222;border:1px solid #ccc;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.2);font:12px/1.4 monospace;padding:8px}
.ppw-debug-panel h2{font-size:13px;margin:0 0 6px}
.ppw-debug-panel li{margin:2px 0}
.ppw-debug-panel .ppw-debug-failed{color:#e03131}
.ppw-debug-panel .ppw-debug-note{color:#b35c00;margin-left:1em}
.ppw-debug-panel h3{font-size:12px;margin:6px 0 2px}`;

const STATE_TEXT: Record<string, string> = {
  waiting: 'waiting for',
  loading: 'loading',
  mounted: 'mounted',
  failed: 'failed',
};

/**
 * Starts the overlay for the debug plug-in (src/plugins/debug.ts) unless that run has stopped
 * since; its removal runs at `stop()`. It reads the application's `inspect`, `reports` and
 * `version`, and the run's config tells what the markup asks for in vain.
 */
export function startOverlay(host: RuntimeHost, run: Run): void {
  if (host.run !== run) return;
  const { app, doc } = host;
  addStyles(CSS);
  const panel = doc.createElement('aside');
  panel.className = 'ppw-debug-panel';
  panel.setAttribute('aria-label', 'pp-widgets debug');
  doc.body.appendChild(panel);
  let outlined: Element[] = [];
  // The field measurements of this view (src/rum/), live: the sampled view's session, or one
  // that measures without reporting, loaded now (its own chunk, as in a sampled view).
  let rum: RumSession | null = null;
  import('../rum/index')
    .then((m) => {
      if (host.run === run) rum = m.startRum(host, run, false);
    })
    .catch((error) => host.logger.handleError(error, 'loading rum for the debug overlay'));

  const render = () => {
    for (const el of outlined) el.classList.remove('ppw-debug');
    outlined = [];
    const islands = app.inspect();
    const title = doc.createElement('h2');
    const failed = islands.filter((i) => i.state === 'failed').length;
    title.textContent = `pp-widgets ${app.version}: ${islands.length} widgets, ${failed} failed`;
    const list = doc.createElement('ol');
    for (const island of islands) {
      island.element.classList.add('ppw-debug');
      outlined.push(island.element);
      const item = doc.createElement('li');
      if (island.state === 'failed') item.className = 'ppw-debug-failed';
      const what = island.state === 'waiting' ? `${STATE_TEXT.waiting} ${island.wake}` : STATE_TEXT[island.state];
      item.textContent = `${island.widget}: ${what}`;
      for (const note of island.reports) {
        const n = doc.createElement('div');
        n.className = 'ppw-debug-note';
        n.textContent = note;
        item.appendChild(n);
      }
      list.appendChild(item);
    }
    const others = app.reports().filter((r) => !r.element || !islands.some((i) => i.element === r.element));
    const extra = doc.createElement('ul');
    for (const r of others) {
      const li = doc.createElement('li');
      li.className = r.level === 'error' ? 'ppw-debug-failed' : 'ppw-debug-note';
      li.textContent = r.element ? `<${r.element.tagName.toLowerCase()}> ${r.message}` : r.message;
      extra.appendChild(li);
    }
    const off = silentlyOff(doc, run.config);
    for (const note of off) {
      const li = doc.createElement('li');
      li.className = 'ppw-debug-note';
      li.textContent = note;
      extra.appendChild(li);
    }
    while (panel.firstChild) panel.removeChild(panel.firstChild);
    panel.appendChild(title);
    panel.appendChild(list);
    if (others.length || off.length) panel.appendChild(extra);
    if (rum) {
      const head = doc.createElement('h3');
      head.textContent = `Field measurements (${rum.sent ? 'report sent' : rum.reports ? 'sampled: reports at page hide' : 'not sampled: not reported'})`;
      const figures = doc.createElement('ul');
      figures.className = 'ppw-debug-rum';
      for (const line of rumLines(rum.snapshot())) {
        const li = doc.createElement('li');
        li.textContent = line;
        figures.appendChild(li);
      }
      panel.appendChild(head);
      panel.appendChild(figures);
    }
  };

  render();
  const timer = setInterval(render, 500);
  host.teardown.push(() => {
    clearInterval(timer);
    for (const el of outlined) el.classList.remove('ppw-debug');
    if (panel.parentNode) panel.parentNode.removeChild(panel);
  });
}
