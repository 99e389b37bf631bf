// A quick probe of the gallery frames' layout shifts with their sources (previous and current
// rectangles), phone and desktop, Slow 4G and 4x CPU like part (e), without the rest of the bench:
// `node bench/shift-probe.js [widget…] [--phone|--desktop] [--fast]` (after `npm run build`).
import { startServer } from '../server/start.js';
import { launchChromium } from './lib/browser.js';
import { SLOW_4G, CPU_SLOWDOWN } from './lib/tap.js';
import { DEVICES } from './lib/feel.js';

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const devs = process.argv.includes('--phone') ? DEVICES.slice(0, 1) : process.argv.includes('--desktop') ? DEVICES.slice(1) : DEVICES;
const noThrottle = process.argv.includes('--fast');
function probes() {
  const out = (window.__probe = []);
  const label = (n) => {
    if (!n) return '(null)';
    const el = n.nodeType === 1 ? n : n.parentElement;
    if (!el) return n.nodeName;
    let s = el.tagName.toLowerCase();
    const w = el.getAttribute('data-widget');
    if (w) s += `[${w}]`;
    const c = (el.getAttribute('class') || '').trim();
    if (c) s += '.' + c.split(/\s+/).join('.');
    if (n.nodeType !== 1) s += '#text';
    return s;
  };
  const r = (x) => `${Math.round(x.x)},${Math.round(x.y)} ${Math.round(x.width)}x${Math.round(x.height)}`;
  new PerformanceObserver((l) => l.getEntries().forEach((e) => out.push({ t: Math.round(e.startTime), v: e.value, rec: e.hadRecentInput, src: (e.sources || []).map((s) => `${label(s.node)} ${r(s.previousRect)} -> ${r(s.currentRect)}`) }))).observe({ type: 'layout-shift', buffered: true });
}
const server = await startServer({ port: 0, quiet: true });
const browser = await launchChromium();
try {
  const ctx0 = await browser.newContext();
  const p0 = await ctx0.newPage();
  await p0.goto(`${server.url}/gallery/frame.html`);
  let widgets = await p0.evaluate(() => window.PPGallery.widgets.map((w) => w.name));
  await ctx0.close();
  if (only.length) widgets = widgets.filter((w) => only.includes(w));
  for (const w of widgets) {
    for (const d of devs) {
      const ctx = await browser.newContext(d.context);
      await ctx.addInitScript(probes);
      const page = await ctx.newPage();
      await page.route('**/download/apk**', (route) => route.fulfill({ status: 204, body: '' }));
      if (!noThrottle) {
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      }
      await page.goto(`${server.url}/gallery/frame.html?widget=${w}`, { waitUntil: 'load', timeout: 60000 });
      const now = await page.evaluate(() => performance.now());
      if (now < 5000) await page.waitForTimeout(5000 - now);
      const res = await page.evaluate(() => window.__probe);
      const total = res.filter((e) => !e.rec).reduce((a, e) => a + e.v, 0);
      console.log(`${w} ${d.id}: ${total.toFixed(4)}`);
      for (const e of res) console.log(`   ${e.t}ms ${e.v.toFixed(4)}${e.rec ? ' (input)' : ''}\n      ${e.src.join('\n      ')}`);
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
