#!/usr/bin/env node
// `npm run test:webview`: the pages in a real WebView host built from docs/bridge.md alone
// (host.py: WebKitGTK through PyGObject under Xvfb; its Android and iOS bridges are line-by-line
// ports of the doc's Kotlin and Swift samples). The strings an app team copies from the doc (the
// delivery lines, the iOS shim, the ids each sample dispatches, its `hello` methods, the
// user-agent tokens) are extracted here and handed to the host, and the doc's key lines are
// checked, so a doc change that would break app teams fails this test. Run `npm run build` first.
//
//   node tests/webview-host/run.mjs [--only name-substring]
//
// Without python3-gi / gir1.2-webkit2-4.1 / Xvfb it skips with a message; with CI=true or
// ENGINES_REQUIRED=1 (.ci/run) it fails instead. Every wait is for a signal the host reports
// (a native message, a label, a navigation); the timeouts are generous limits, not waits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { startServer } from '../../server/start.js';
import { recordResults } from '../../scripts/browser-table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const PY = '/usr/bin/python3';
const CI = (!!process.env.CI && process.env.CI !== 'false') || process.env.ENGINES_REQUIRED === '1';
const WAIT_MS = 30_000;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

function skipOrFail(why) {
  if (CI) {
    console.error(`webview-host: cannot run: ${why}`);
    process.exit(1);
  }
  console.log(`webview-host: skipped: ${why} (apt-get install python3-gi gir1.2-webkit2-4.1 xvfb; CI fails here)`);
  process.exit(0);
}

// ---------- docs/bridge.md: what the host takes from it, and the lines it must keep ----------
export function extractDoc(text) {
  const block = (heading, lang) => {
    const at = text.indexOf(heading);
    if (at < 0) throw new Error(`docs/bridge.md has no "${heading}"`);
    const m = text.slice(at).match(new RegExp('```' + lang + '\\n([\\s\\S]*?)```'));
    if (!m) throw new Error(`docs/bridge.md "${heading}" has no ${lang} block`);
    return m[1];
  };
  const one = (src, re, what) => {
    const m = src.match(re);
    if (!m) throw new Error(`docs/bridge.md: the ${what} is missing or changed (${re})`);
    return m[1];
  };
  const kotlin = block('## 9. Android', 'kotlin');
  const swift = block('## 10. iOS', 'swift');
  const must = (src, lines, lang) => {
    for (const line of lines) if (!src.includes(line)) throw new Error(`docs/bridge.md ${lang} sample lost a line the host ports: ${line}`);
  };
  must(kotlin, [
    'WebViewCompat.addWebMessageListener(webView, "PPNativeBridge", STORE_ORIGINS) { _, message, sourceOrigin, isMainFrame, _ ->',
    'if (isMainFrame && sourceOrigin.toString() in STORE_ORIGINS) message.data?.let { handle(it) }',
    'WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)',
    '@JavascriptInterface',
    'webView.post { if (isStoreUrl(webView.url)) handle(message) }',
    'if (msg.optInt("v") != 1) return fail(id, -106, "unsupported version")',
    'else -> fail(id, -106, "unsupported method")',
    '16 -> { answer(id, null); app.login { user -> event("login", user) } }',
    'val js = String.format(DELIVER, JSONObject.quote(message.toString()))',
    'webView.post { webView.evaluateJavascript(js, null) }',
    'event("appStatus", JSONObject().put("key_packageName", pkg).put("key_status", status).put("key_progress", progress))',
  ], 'Kotlin');
  must(swift, [
    'injectionTime: .atDocumentStart, forMainFrameOnly: true)',
    'config.userContentController.addUserScript(PPBridge.shim)',
    'config.userContentController.add(self, name: "pp")',
    'let origin = message.frameInfo.securityOrigin',
    'guard message.frameInfo.isMainFrame, origin.protocol == "https", storeHosts.contains(origin.host),',
    'guard msg["v"] as? Int == 1 else { return fail(id, -106, "unsupported version") }',
    'default: fail(id, -106, "unsupported method")',
    'let js = String(format: PPBridge.deliver, array + "[0]")',
    'DispatchQueue.main.async { self.webView?.evaluateJavaScript(js, completionHandler: nil) }',
  ], 'Swift');
  const names = (list) => [...list.matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1]);
  const android = {
    deliver: {
      queue: one(kotlin, /const val DELIVER = "(.*)"/, 'Kotlin DELIVER line'),
      receive: one(kotlin, /\/\/ Or, once the page's script has loaded: "(.*)"/, 'Kotlin receive line'),
    },
    methods: names(one(kotlin, /val METHODS = listOf\((.*)\)/, 'Kotlin METHODS list')),
    ids: [...kotlin.matchAll(/^\s+([\d, ]+) -> /gm)].flatMap((m) => m[1].split(',').map((s) => Number(s.trim()))),
    userAgent: one(kotlin, /getDefaultUserAgent\(context\) \+ " (PPClient\/[\d.]+)"/, 'Android user-agent token'),
  };
  const ios = {
    deliver: {
      queue: one(swift, /static let deliver = "(.*)"/, 'Swift deliver line'),
      receive: one(swift, /\/\/ Or, once the page's script has loaded: "(.*)"/, 'Swift receive line'),
    },
    methods: names(one(swift, /static let methods = \[(.*)\]/, 'Swift methods list')),
    ids: [...swift.matchAll(/case (\d+):/g)].map((m) => Number(m[1])),
    shim: one(swift, /WKUserScript\(source: """\n([\s\S]*?)\n\s*""", injectionTime/, 'iOS shim').trim(),
    userAgent: one(swift, /applicationNameForUserAgent = "(PPZB\/[\d.]+)"/, 'iOS user-agent token'),
  };
  // The method table is the library's: every id the doc lists is the one the library sends.
  const table = {};
  for (const m of text.matchAll(/^\| ((?:`\w+` ?)+) \| ([\d, –]+) \|/gm)) {
    const ns = [...m[1].matchAll(/`(\w+)`/g)].map((x) => x[1]);
    const ids = m[2].includes('–') ? (() => { const [a, b] = m[2].split('–').map(Number); return Array.from({ length: b - a + 1 }, (_, i) => a + i); })() : m[2].split(',').map((s) => Number(s.trim()));
    if (ns.length === ids.length) ns.forEach((n, i) => (table[n] = ids[i]));
    else if (ns.length === 1) table[ns[0]] = ids[0];
  }
  return { android, ios, table };
}

function libraryMethodIds() {
  const src = readFileSync(join(root, 'src/bridge/method-ids.ts'), 'utf8');
  const body = src.slice(src.indexOf('DEFAULT_METHOD_IDS = {'), src.indexOf('} as const'));
  return Object.fromEntries([...body.matchAll(/^\s+(\w+): (\d+),/gm)].map((m) => [m[1], Number(m[2])]));
}

function checkDocAgainstLibrary(doc) {
  const lib = libraryMethodIds();
  const problems = [];
  for (const [name, id] of Object.entries(lib)) if (doc.table[name] !== id) problems.push(`method ${name}: library ${id}, doc ${doc.table[name]}`);
  // Each sample's `hello` lists exactly the methods it dispatches.
  for (const [p, d] of Object.entries({ android: doc.android, ios: doc.ios })) {
    const listed = d.methods.map((n) => lib[n]).sort((a, b) => a - b);
    const handled = [...new Set(d.ids)].filter((id) => id !== 9).sort((a, b) => a - b);
    const listedNoUpdate = listed.filter((id) => id !== 9);
    if (JSON.stringify(listedNoUpdate) !== JSON.stringify(handled)) problems.push(`${p} sample: hello lists ${listed} but dispatches ${d.ids}`);
  }
  if (problems.length) throw new Error('docs/bridge.md and the library disagree: ' + problems.join('; '));
}

// ---------- one host process ----------
class HostRun {
  constructor(child, name) {
    this.name = name;
    this.child = child;
    this.msgs = [];
    this.waiters = [];
    this.stderr = '';
    this.seq = 0;
    createInterface({ input: child.stdout }).on('line', (line) => {
      let m;
      try {
        m = JSON.parse(line);
      } catch {
        return;
      }
      this.msgs.push(m);
      if (process.env.WEBVIEW_DEBUG) console.error('  host>', line.slice(0, 300));
      for (const w of this.waiters.slice()) if (w.pred(m)) w.done(m);
    });
    child.stderr.on('data', (d) => (this.stderr += d));
    this.exited = new Promise((r) => child.once('exit', r));
  }
  send(cmd) {
    this.child.stdin.write(JSON.stringify(cmd) + '\n');
  }
  until(pred, what, ms = WAIT_MS) {
    const found = this.msgs.find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        done: (m) => {
          clearTimeout(t);
          this.waiters.splice(this.waiters.indexOf(w), 1);
          resolve(m);
        },
      };
      const t = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        const snaps = this.msgs.filter((m) => m.kind === 'snapshot').slice(-1);
        reject(new Error(`${what}: not seen within ${ms / 1000} s (last snapshot ${JSON.stringify(snaps[0] && snaps[0].snapshot)}; native ${JSON.stringify(this.native().map((n) => n.method))})`));
      }, ms);
      this.waiters.push(w);
    });
  }
  native(method) {
    return this.msgs.filter((m) => m.type === 'native' && (method === undefined || m.message.method === method)).map((m) => m.message);
  }
  label(id, text) {
    return this.until((m) => m.kind === 'snapshot' && m.snapshot.labels[id] === text, `label #${id} "${text}"`);
  }
  lucky(re) {
    return this.until((m) => m.kind === 'snapshot' && re.test(m.snapshot.lucky), `lucky panel ${re}`);
  }
  luckyStatus(re) {
    return this.until((m) => m.kind === 'snapshot' && re.test(m.snapshot.luckyStatus), `lucky status ${re}`);
  }
  dialog(re) {
    return this.until((m) => m.kind === 'snapshot' && m.snapshot.dialogs.some((d) => re.test(d)), `dialog ${re}`);
  }
  async eval(js) {
    const id = ++this.seq;
    this.send({ cmd: 'eval', js, id });
    return (await this.until((m) => m.type === 'eval' && m.id === id, `eval ${js}`)).value;
  }
  click(selector) {
    return this.eval(`(function(){var el=document.querySelector(${JSON.stringify(selector)}); if(!el) return 'missing'; el.click(); return 'ok';})()`);
  }
  clickText(scope, text) {
    return this.eval(`(function(){var b=Array.prototype.filter.call(document.querySelectorAll(${JSON.stringify(scope + ' button')}),function(x){return x.textContent.trim()===${JSON.stringify(text)} && !x.disabled;})[0]; if(!b) return 'missing'; b.click(); return 'ok';})()`);
  }
  problems() {
    return this.msgs.filter((m) => m.kind === 'pageerror' || m.kind === 'console.error').map((m) => `${m.kind}: ${m.message}`);
  }
  async close() {
    this.send({ cmd: 'quit' });
    const t = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(t);
  }
}

// ---------- scenarios ----------
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36';
const IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const PKG = 'com.tiantian.xiaochu'; // #dl-plain, appId 1003, on examples/download.html
/**
 * The page's config: how long the library waits for the app's answer (`bridge.timeoutMs`). 1.5 s
 * where the scenario's app leaves a call unanswered (hostile `never`, or `garbage` in place of
 * the answer), so the fallback under test comes well within WAIT_MS; else 10 s, so a host slow to
 * answer (Python and GLib on a busy machine) is not taken for an app that never answers.
 */
function pageConfigFor(sc) {
  const unanswered = (sc.hostile || []).some((h) => h.mode === 'never' || h.mode === 'garbage');
  return { bridge: { timeoutMs: unanswered ? 1500 : 10_000 } };
}

// A person's pause between two taps on one button: the widget ignores a second tap within
// 500 ms (a double tap must not pause and resume at once). Not an assertion and not a guess at
// the machine's speed: any longer pause is the same test.
const humanPause = () => new Promise((r) => setTimeout(r, 600));

const expect = (ok, what) => {
  if (!ok) throw new Error(what);
};

async function downloadFallback(h, mode) {
  await h.until((m) => m.kind === 'ready', 'pp:ready');
  await h.click('#dl-plain');
  if (mode === 'twice') {
    await h.until((m) => m.type === 'native' && m.message.method === 3, 'the download message');
    h.send({ cmd: 'push', pkg: PKG, status: 4, progress: 10 });
    await h.label('dl-plain', '下载中 10%');
    expect(!h.msgs.some((m) => m.type === 'nav'), 'a download answered twice still fell back to the web');
    return 'native download, second answer ignored';
  }
  const nav = await h.until((m) => m.type === 'nav' && m.uri.includes('/download/apk?appId=1003'), 'the web download');
  const failed = await h.until((m) => m.kind === 'pp:download' && m.detail.action === 'native-failed', 'pp:download native-failed');
  return `web download (${new URL(nav.uri).pathname}), code ${failed.detail.code}`;
}

async function luckyRelogin(h, ctx, userIdType) {
  await ctx.fault({ path: '/lucky/op.lucky.draw', fault: 'code', code: 5000406, times: 1 });
  await h.lucky(/立即抽奖/);
  expect((await h.clickText('[data-widget="lucky"]', '立即抽奖')) === 'ok', 'no draw button');
  await h.until((m) => m.type === 'login-started', 'the app asked to log in');
  h.send({ cmd: 'finishLogin' });
  await h.luckyStatus(/谢谢参与|恭喜您抽中/);
  const draws = await ctx.requests('/lucky/op.lucky.draw');
  expect(draws.length === 2, `draws: ${draws.length}`);
  expect(draws[0].query.userToken === 'T-OLD' && draws[1].query.userToken === 'T-NEW', `tokens ${draws.map((d) => d.query.userToken)}`);
  expect(draws[1].query.utdid === 'UTDID-HOST', `utdid ${draws[1].query.utdid}`);
  expect(draws[1].query.userIdType === String(userIdType), `userIdType ${draws[1].query.userIdType}`);
  return `5000406 → login (answer now, event later) → draw as T-NEW, userIdType ${userIdType}`;
}

async function luckyLoginFails(h) {
  await h.lucky(/登录/);
  expect((await h.clickText('[data-widget="lucky"]', '登录')) === 'ok', 'no login button');
  await h.lucky(/登录未完成，请重试/);
  return 'UNSUPPORTED login → "登录未完成，请重试。"';
}

const ACCOUNT_RELOGIN = { clientInfo: { key_userToken: 'T-OLD', key_utdid: 'UTDID-HOST', key_productId: 2011 }, login: { key_userToken: 'T-NEW', key_utdid: 'UTDID-HOST' } };
const ACCOUNT_OUT = { clientInfo: { key_userToken: '', key_utdid: 'UTDID-HOST' }, loginAnswer: 'unsupported' };

function scenarios() {
  const list = [];
  for (const delivery of ['queue', 'receive']) {
    // Android: the listener path (addWebMessageListener) delivering by the queue, the
    // addJavascriptInterface path delivering by receive; both paths are in the doc's sample.
    const feature = delivery === 'queue' ? 'listener' : 'interface';
    const android = { platform: 'android', delivery, feature, userAgent: null };
    list.push({
      name: `android/${delivery}: install states through the whole status sequence`,
      page: '/download.html',
      sc: { ...android, statuses: { [PKG]: 2 } },
      async run(h) {
        await h.until((m) => m.type === 'native' && (m.message.method === 2 || m.message.method === 25), 'a status request');
        await h.until((m) => m.kind === 'ready', 'pp:ready');
        await h.click('#dl-plain');
        const dl = (await h.until((m) => m.type === 'native' && m.message.method === 3, 'the download message')).message;
        expect(/^https?:\/\/[^/]+\/download\/apk\?appId=1003$/.test(dl.payload.key_downloadUrl), `key_downloadUrl ${dl.payload.key_downloadUrl}`);
        for (const [status, progress, text] of [[4, 37, '下载中 37%'], [4, 80, '下载中 80%'], [16, 100, '安装']]) {
          h.send({ cmd: 'push', pkg: PKG, status, progress });
          await h.label('dl-plain', text);
        }
        await humanPause();
        await h.click('#dl-plain');
        await h.until((m) => m.type === 'native' && m.message.method === 6, 'install');
        h.send({ cmd: 'push', pkg: PKG, status: 32, progress: 100 });
        await h.label('dl-plain', '安装中');
        h.send({ cmd: 'push', pkg: PKG, status: 64, progress: 100 });
        await h.label('dl-plain', '打开');
        await humanPause();
        await h.click('#dl-plain');
        await h.until((m) => m.type === 'native' && m.message.method === 7, 'open');
        const batched = h.native(25).length > 0;
        return `下载 → 下载中 37% → 80% → 安装 → 安装中 → 打开; hello + ${batched ? 'getAppStatusBatch' : 'getAppStatus'}`;
      },
    });
    list.push({
      name: `android/${delivery}: getAppStatus answering a running download with its progress`,
      page: '/download.html',
      sc: { ...android, statuses: { [PKG]: [4, 55] } },
      async run(h) {
        await h.label('dl-plain', '下载中 55%');
        return 'label 下载中 55% from the status answer alone';
      },
    });
    for (const late of ['assign', 'define']) {
      list.push({
        name: `android/${delivery}: bridge injected after onPageFinished by ${late === 'assign' ? 'assignment' : 'Object.defineProperty'}`,
        page: '/download.html',
        sc: { ...android, feature: 'interface', late, statuses: { [PKG]: 64 } },
        async run(h) {
          await h.until((m) => m.type === 'load', 'onPageFinished');
          await h.label('dl-plain', '打开');
          const kept = await h.eval('(function(){var d=Object.getOwnPropertyDescriptor(window,"PPNativeBridge"); return !!d && typeof d.value.postMessage === "function" && (d.writable === ' + (late === 'define' ? 'false' : 'true') + ');})()');
          expect(kept === true, 'the app object was replaced or deleted');
          return 'label 打开 after a late bridge; the app object kept as defined';
        },
      });
    }
    if (delivery === 'queue') {
      list.push({
        name: 'android/queue: an event pushed before the library started',
        page: '/download.html',
        sc: { ...android, statuses: {}, hostile: [{ method: 2, mode: 'never' }, { method: 25, mode: 'never' }], committedEvents: [{ event: 'appStatus', payload: { key_packageName: PKG, key_status: 64, key_progress: 0 } }] },
        async run(h) {
          const early = await h.until((m) => m.type === 'eval' && m.id === 'early-typeof', 'the early push');
          await h.label('dl-plain', '打开');
          return `label 打开 from an event pushed when PPWidgets was ${early.value}`;
        },
      });
    }
    list.push({
      name: `android/${delivery}: lucky USER_UNAUTHENTICATED → login → the draw goes through`,
      page: '/lucky.html',
      sc: { ...android, account: ACCOUNT_RELOGIN },
      run: (h, ctx) => luckyRelogin(h, ctx, 0),
    });
    list.push({
      name: `android/${delivery}: a login that fails says so`,
      page: '/lucky.html',
      sc: { ...android, account: ACCOUNT_OUT },
      run: luckyLoginFails,
    });
    for (const mode of ['never', 'twice', 'garbage', 'throw', 'unsupported']) {
      list.push({
        name: `android/${delivery}: download answered ${mode}`,
        page: '/download.html',
        sc: { ...android, statuses: { [PKG]: 2 }, hostile: [{ method: 3, mode }] },
        run: (h) => downloadFallback(h, mode),
      });
    }

    const ios = { platform: 'ios', delivery, userAgent: null };
    list.push({
      name: `ios/${delivery}: the iOS client with a bridge takes the iOS store path`,
      page: '/download.html',
      sc: { ...ios },
      async run(h, ctx) {
        await h.until((m) => m.kind === 'ready', 'pp:ready');
        await h.click('#dl-plain');
        await h.dialog(/iOS/);
        expect((await h.clickText('[role="dialog"]', '确定')) === 'ok', 'no confirm button');
        const nav = await h.until((m) => m.type === 'nav' && m.uri.includes('/ios/search'), 'the iOS store');
        expect(h.native(2).length === 0 && h.native(3).length === 0, 'the iOS client was asked for APK methods');
        // The visit is the iOS client's: channel zb, source 2000 (the page-view beacon, sent at idle).
        const [pv] = await ctx.requestsUntil('/collect', (list) => list.length > 0, 'the page-view beacon');
        expect(pv.query.ch === 'zb' && pv.query.source === '2000' && pv.query.client === 'ppzb', `visit ${JSON.stringify(pv.query)}`);
        return `iOS popup → ${decodeURIComponent(new URL(nav.uri).pathname + new URL(nav.uri).search)}; visit ch zb, source 2000`;
      },
    });
    list.push({
      name: `ios/${delivery}: lucky USER_UNAUTHENTICATED → login → the draw goes through`,
      page: '/lucky.html',
      sc: { ...ios, account: ACCOUNT_RELOGIN },
      run: (h, ctx) => luckyRelogin(h, ctx, 4),
    });
    list.push({
      name: `ios/${delivery}: a login that fails says so`,
      page: '/lucky.html',
      sc: { ...ios, account: ACCOUNT_OUT },
      run: luckyLoginFails,
    });
    for (const mode of ['never', 'twice', 'garbage', 'unsupported']) {
      list.push({
        name: `ios/${delivery}: getClientInfo answered ${mode}`,
        page: '/lucky.html',
        sc: { ...ios, account: { clientInfo: { key_userToken: 'T-IOS', key_utdid: 'UTDID-HOST' } }, hostile: [{ method: 23, mode }] },
        async run(h) {
          if (mode === 'twice') {
            await h.lucky(/立即抽奖/);
            return 'logged in as the first answer says; the second ignored';
          }
          await h.lucky(/登录后即可参与抽奖/);
          return 'no identity → the panel offers the login';
        },
      });
    }
  }
  return list;
}

async function main() {
  if (!existsSync(join(root, 'dist', 'pp-widgets.js'))) {
    console.error('webview-host: dist/ is not built; run `npm run build` first');
    process.exit(1);
  }
  const doc = extractDoc(readFileSync(join(root, 'docs', 'bridge.md'), 'utf8'));
  checkDocAgainstLibrary(doc);
  if (!existsSync(PY)) skipOrFail(`${PY} is missing`);
  const probe = spawnSync(PY, ['-c', "import gi; gi.require_version('Gtk','3.0'); gi.require_version('WebKit2','4.1'); from gi.repository import WebKit2"], { encoding: 'utf8' });
  if (probe.status !== 0) skipOrFail('PyGObject with WebKit2 4.1 is missing: ' + (probe.stderr || '').trim().split('\n').pop());
  if (!existsSync('/usr/bin/Xvfb') && !process.env.DISPLAY) skipOrFail('Xvfb is missing');

  let xvfb = null;
  let display = process.env.WEBVIEW_DISPLAY;
  if (!display) {
    ({ display, child: xvfb } = await new Promise((resolve, reject) => {
      const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
      let out = '';
      const t = setTimeout(() => reject(new Error('Xvfb did not start in 10 s')), 10_000);
      child.stdio[3].on('data', (d) => {
        out += d;
        if (out.includes('\n')) (clearTimeout(t), resolve({ display: ':' + out.trim(), child }));
      });
      child.on('error', (e) => (clearTimeout(t), reject(e)));
    }));
  }
  process.once('exit', () => xvfb && xvfb.kill('SIGKILL'));
  const server = await startServer({ port: 0, quiet: true });
  const api = async (method, path, body) => {
    const res = await fetch(server.url + path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
    if (!res.ok && res.status !== 204) throw new Error(`${method} ${path} → ${res.status}`);
    return res;
  };
  const ctx = {
    fault: (spec) => api('POST', '/__faults', spec),
    requests: async (path) => (await api('GET', `/__requests?path=${encodeURIComponent(path)}`)).json(),
    // The server's request log is read until it shows what the page sent (a signal, within WAIT_MS).
    async requestsUntil(path, pred, what) {
      const end = Date.now() + WAIT_MS;
      for (;;) {
        const list = await ctx.requests(path);
        if (pred(list)) return list;
        if (Date.now() > end) throw new Error(`${what}: not in the server's log within ${WAIT_MS / 1000} s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };

  const results = [];
  const list = scenarios().filter((s) => !only || s.name.includes(only));
  for (const s of list) {
    await api('POST', '/__reset');
    await api('DELETE', '/__faults');
    await api('DELETE', '/__requests');
    const sc = { ...s.sc, userAgent: s.sc.platform === 'android' ? `${ANDROID_UA} ${doc.android.userAgent}` : `${IOS_UA} ${doc.ios.userAgent}`, pageConfig: pageConfigFor(s.sc) };
    const cfg = { doc, scenario: sc, url: server.url + s.page, instrumentation: join(here, 'page-report.js') };
    const child = spawn(PY, [join(here, 'host.py'), JSON.stringify(cfg)], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: '1', GDK_BACKEND: 'x11', NO_AT_BRIDGE: '1' },
    });
    const h = new HostRun(child, s.name);
    let outcome;
    try {
      const detail = await s.run(h, ctx);
      const problems = h.problems();
      outcome = problems.length ? { ok: false, detail: problems.join(' | ') } : { ok: true, detail };
    } catch (e) {
      if (process.env.WEBVIEW_DEBUG) console.error('  diag>', await Promise.race([h.eval(process.env.WEBVIEW_DIAG || 'JSON.stringify({bridge: typeof window.PPNativeBridge, widgets: typeof window.PPWidgets, ua: navigator.userAgent, q: typeof window.PPWidgetsQueue})'), new Promise((r) => setTimeout(r, 3000))]));
      outcome = { ok: false, detail: e.message + (h.stderr && process.env.WEBVIEW_DEBUG ? '\n' + h.stderr : '') + (h.stderr ? `\n    host stderr: ${h.stderr.trim().split('\n').slice(-5).join(' / ')}` : '') };
    }
    await h.close();
    results.push({ name: s.name, ...outcome });
    console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${s.name}: ${outcome.detail}`);
  }
  await server.close();
  if (xvfb) xvfb.kill('SIGTERM');
  const failed = results.filter((r) => !r.ok);
  console.log(`webview-host: ${results.length - failed.length}/${results.length} scenarios passed`);
  if (process.argv.indexOf('--no-write') === -1) recordResult(results.length - failed.length, results.length);
  process.exit(failed.length ? 1 : 0);
}

/**
 * The host's result into tests/engines/results.json (`webview`) and the README's browser table
 * regenerated from it, as the engine runs do (tests/unit/readme-browsers.test.ts compares them).
 */
function recordResult(passed, total) {
  const probe = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
  const version = probe.status === 0 && probe.stdout ? probe.stdout.replace(/-.*$/, '') : '–';
  const name = 'WebKitGTK WebView host (PyGObject), ports of docs/bridge.md’s Android and iOS samples';
  recordResults((results) => ({ ...results, webview: { name, version, passed, total } }), 'webview-host');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error('webview-host:', e.message);
    process.exit(1);
  });
}
