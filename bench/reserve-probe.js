// Reserved vs drawn height of each list/ad/lucky widget element, gallery frames and example pages,
// phone and desktop: `node bench/reserve-probe.js [widget…|/page.html…]` (after `npm run build`). Reserved is
// the element's height at the first paint with the script held; drawn is its height once every
// answer is drawn and the reserve given back where allowed (its min-height taken off, the content's
// own height).
import { startServer } from '../server/start.js';
import { launchChromium } from './lib/browser.js';
import { DEVICES } from './lib/feel.js';

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const LISTS = '[data-widget=score],[data-widget=comments],[data-widget=recs],[data-widget=specials],[data-widget=beta-list],[data-widget=personal-list],[data-widget=uc-rec],[data-widget=game-news],[data-widget=ad-slot],[data-widget=lucky]';
const server = await startServer({ port: 0, quiet: true });
const browser = await launchChromium();
const measure = (sel) => Array.from(document.querySelectorAll(sel)).map((el) => {
  const own = el.style.minHeight;
  el.style.minHeight = '0px';
  const content = el.getBoundingClientRect().height;
  el.style.minHeight = own;
  return { w: el.getAttribute('data-widget'), h: Math.round(el.getBoundingClientRect().height * 10) / 10, content: Math.round(content * 10) / 10, state: el.getAttribute('data-ppw-state') };
});
try {
  // Widget names pick gallery frames, paths (`/content.html`) pages; none: all of them.
  const urls = ['score', 'comments', 'recs', 'specials', 'beta-list', 'personal-list', 'ad-slot', 'uc-rec', 'game-news', 'lucky'].filter((w) => !only.length || only.includes(w)).map((w) => `/gallery/frame.html?widget=${w}`);
  for (const p of ['/content.html', '/detail.html', '/home.html', '/lucky.html']) if (!only.length || only.includes(p)) urls.push(p);
  for (const path of urls) {
    for (const d of DEVICES) {
      const ctx = await browser.newContext(d.context);
      const a = await ctx.newPage();
      await a.route(/\/dist\/pp-widgets(\.all)?\.js$/, (r) => r.abort());
      await a.goto(server.url + path, { waitUntil: 'load' });
      const reserved = await a.evaluate(measure, LISTS);
      const b = await ctx.newPage();
      await b.route('**/download/apk**', (route) => route.fulfill({ status: 204, body: '' }));
      await b.goto(server.url + path, { waitUntil: 'load' });
      // Every widget seen, so that each mounts: the page scrolled to each in turn, then back.
      for (let i = 0; i < reserved.length; i++) {
        await b.evaluate(([sel, n]) => document.querySelectorAll(sel)[n].scrollIntoView(), [LISTS, i]);
        await b.waitForFunction(([sel, n]) => /^(mounted|failed)$/.test(document.querySelectorAll(sel)[n].getAttribute('data-ppw-state') || ''), [LISTS, i], { timeout: 10000 }).catch(() => undefined);
      }
      await b.evaluate(() => scrollTo(0, 0));
      await b.waitForFunction((sel) => Array.from(document.querySelectorAll(sel)).every((el) => /^(mounted|failed)$/.test(el.getAttribute('data-ppw-state') || '') && !el.querySelector('[aria-busy=true]')), LISTS, { timeout: 20000 }).catch(() => undefined);
      await b.evaluate(() => Promise.all(Array.from(document.images).map((i) => i.complete || new Promise((r) => { i.onload = i.onerror = r; }))));
      await b.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const drawn = await b.evaluate(measure, LISTS);
      for (let i = 0; i < reserved.length; i++) {
        const r = reserved[i], x = drawn[i] || {};
        const flag = x.content > r.h + 0.5 ? ' GROWS' : x.content < r.h - 0.5 ? ' short' : '';
        console.log(`${path} ${d.id} ${r.w}: reserved ${r.h} drawn ${x.h} content ${x.content} (${x.state})${flag}`);
      }
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
