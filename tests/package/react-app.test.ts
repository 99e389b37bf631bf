// @vitest-environment node
/**
 * The React trial: the packed tarball installed in a fresh Vite + React 19 app made
 * here, whose one page is docs/react.md's example pasted as is, pointed by config alone
 * (`VITE_PP_API`) at the fixture API served from another origin (another port, CORS with
 * credentials). In Debian's Chromium: search suggestions, the download and the comments work,
 * with the visitor's cookie on every call. Also measures what the entry adds to the app (gzip),
 * against the same app without pp-widgets.
 *
 * Needs a build (`npm run build`), Chromium at /usr/bin/chromium (or CHROMIUM_PATH) and the npm
 * registry (react, react-dom and vite are fetched unless cached).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import sirv from 'sirv';
// @ts-expect-error plain JavaScript server module
import { startServer } from '../../server/start.js';
import { BUILT, packSnapshot, root, run } from './pack-snapshot';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const missing = BUILT.filter((f) => !existsSync(join(root, f)));
const skip = missing.length > 0 || !existsSync(CHROMIUM);
if (skip) console.warn('[tests/package] React trial skipped: ' + (missing.length ? 'dist/ is not built (npm run build)' : 'no Chromium at ' + CHROMIUM));

/** The code block docs/react.md marks as the page to paste. */
function docsExample(): { file: string; code: string } {
  const text = readFileSync(join(root, 'docs', 'react.md'), 'utf8');
  const m = /<!-- react-trial: (\S+) -->\s*```tsx\n([\s\S]*?)```/.exec(text);
  if (!m) throw new Error('docs/react.md has no <!-- react-trial: … --> example');
  return { file: m[1], code: m[2] };
}

/** gzip -9 size of each JavaScript file of a Vite build, and which of them index.html loads. */
function jsSizes(dist: string): { initial: number; total: number } {
  const assets = join(dist, 'assets');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  let initial = 0;
  let total = 0;
  for (const f of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const size = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
    total += size;
    if (html.includes('assets/' + f)) initial += size;
  }
  return { initial, total };
}

interface Recorded { path: string; query: Record<string, string>; headers: Record<string, string>; params?: Record<string, unknown> }

describe.skipIf(skip)('pp-widgets/react in a fresh Vite + React 19 app, back end on another origin', () => {
  const work = mkdtempSync(join(tmpdir(), 'ppw-react-trial-'));
  const app = join(work, 'app');
  let api: { url: string; close(): Promise<void> };
  let site: http.Server;
  let siteUrl = '';
  let browser: Browser;
  let page: Page;
  const consoleLines: string[] = [];
  const figures = { withWidgets: { initial: 0, total: 0 }, without: { initial: 0, total: 0 } };

  const requests = async (path: string): Promise<Recorded[]> =>
    (await (await fetch(api.url + '/__requests?path=' + encodeURIComponent(path))).json()) as Recorded[];

  beforeAll(async () => {
    const { tarball } = packSnapshot(join(work, 'stage'), join(work, 'out'));
    // The fixture API on its own origin; the app will be served from another port.
    api = await startServer({ port: 0, quiet: true });

    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'react-trial', private: true, type: 'module' }));
    const vite = JSON.parse(readFileSync(join(root, 'node_modules', 'vite', 'package.json'), 'utf8')).version as string;
    const installed = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, 'react@19', 'react-dom@19', '@types/react@19', '@types/react-dom@19', 'vite@' + vite], app);
    expect(installed.code, installed.log).toBe(0);

    const example = docsExample();
    writeFileSync(join(app, example.file), example.code);
    const html = (body: string) => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>trial</title></head><body><div id="root"></div><script type="module" src="${body}"></script></body></html>`;
    writeFileSync(join(app, "index.html"), html('/src/main.tsx'));
    writeFileSync(join(app, 'src', 'main.tsx'), [
      "import { createRoot } from 'react-dom/client';",
      "import { AppPage } from './AppPage';",
      "createRoot(document.getElementById('root')!).render(<AppPage app={{ id: 1001, name: '星海战纪', versionId: 53003 }} ctoken=\"ct-trial\" />);",
    ].join('\n'));
    // The same page without pp-widgets: what React alone costs, for the figures.
    mkdirSync(join(app, 'baseline', 'src'), { recursive: true });
    writeFileSync(join(app, "baseline", "index.html"), html('/src/main.tsx'));
    writeFileSync(join(app, 'baseline', 'src', 'main.tsx'), [
      "import { createRoot } from 'react-dom/client';",
      'function AppPage({ app }: { app: { id: number; name: string } }) {',
      '  return (<div><form action="/search"><input name="q" type="search" aria-label="搜索应用" /><button>搜索</button></form>',
      '    <h1>{app.name}</h1><a href={`/download/apk?appId=${app.id}`}>下载</a><div /></div>);',
      '}',
      "createRoot(document.getElementById('root')!).render(<AppPage app={{ id: 1001, name: '星海战纪' }} />);",
    ].join('\n'));

    const viteBin = join(app, 'node_modules', 'vite', 'bin', 'vite.js');
    // NODE_ENV=production: vitest sets NODE_ENV=test, and Vite keeps an inherited NODE_ENV, which
    // would bundle React's development build (about twice its production size) into both builds.
    const built = run(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], app, { VITE_PP_API: api.url, NODE_ENV: 'production' });
    expect(built.code, built.log).toBe(0);
    const baseline = run(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], join(app, 'baseline'), { NODE_ENV: 'production' });
    expect(baseline.code, baseline.log).toBe(0);
    figures.withWidgets = jsSizes(join(app, 'dist'));
    figures.without = jsSizes(join(app, 'baseline', 'dist'));

    const serve = sirv(join(app, 'dist'), { single: true });
    site = http.createServer((req, res) => serve(req, res));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = 'http://127.0.0.1:' + (site.address() as AddressInfo).port;

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const context = await browser.newContext({ acceptDownloads: false });
    // The visitor's session cookie: ports do not separate cookies, so the API's origin gets it,
    // but only if the calls are made with credentials and CORS allows them.
    await context.addCookies([{ name: 'sid', value: 'visitor-1', domain: '127.0.0.1', path: '/' }]);
    page = await context.newPage();
    page.on('console', (m) => consoleLines.push(m.text()));
    await fetch(api.url + '/__reset', { method: 'POST' });
    await page.goto(siteUrl + '/');
  }, 420_000);

  afterAll(async () => {
    if (browser) await browser.close();
    if (site) await new Promise<void>((resolve) => site.close(() => resolve()));
    if (api) await api.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('shows the comments the other origin sends, asked with the visitor\'s cookie', async () => {
    await page.locator('[data-widget="comments"][data-ppw-state="mounted"]').waitFor();
    await page.locator('[data-widget="comments"] .ppw-comment').first().waitFor();
    const [call] = await requests('/StoreDetailController/comment');
    expect(call.query.appId).toBe('1001');
    expect(call.headers.origin).toBe(siteUrl);
    expect(call.headers.cookie).toContain('sid=visitor-1');
  });

  it('gives search suggestions from the other origin, with the page\'s ctoken', async () => {
    await page.locator('input[name="q"]').pressSequentially('星');
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
    const calls = await requests('/search/sugs');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[calls.length - 1].query).toMatchObject({ key: '星', ctoken: 'ct-trial' });
    expect(calls[calls.length - 1].headers.cookie).toContain('sid=visitor-1');
  });

  it('downloads from the other origin\'s download host and logs the click there', async () => {
    await page.keyboard.press('Escape');
    const navigation = page.waitForRequest((r) => r.url().startsWith(api.url + '/download/apk?appId=1001'));
    await page.locator('a[data-widget="download"]').click();
    await navigation;
    expect(consoleLines).toContain('pp:download download');
    // The click log is a beacon sent before the navigation: it may reach the server after it.
    const clicks = await vi.waitFor(async () => {
      const list = await requests('/log/click');
      expect(list).toHaveLength(1);
      return list;
    }, { timeout: 10_000, interval: 50 });
    expect(JSON.stringify(clicks[0].params)).toContain('1001');
  });

  it('type-checks the pasted example with tsc, strict, as a TypeScript Vite app would', () => {
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, noEmit: true, target: 'es2020', lib: ['es2020', 'dom'], jsx: 'react-jsx',
        module: 'esnext', moduleResolution: 'bundler', types: ['vite/client'], skipLibCheck: false,
      },
      include: ['src'],
    }));
    const r = run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], app);
    expect(r.log).toBe('');
    expect(r.code).toBe(0);
  });

  it('records what pp-widgets/react adds to the app (gzip)', () => {
    const added = {
      initial: figures.withWidgets.initial - figures.without.initial,
      total: figures.withWidgets.total - figures.without.total,
    };
    console.log('[react trial] app JS gzip: with pp-widgets ' + JSON.stringify(figures.withWidgets) +
      ', React alone ' + JSON.stringify(figures.without) + ', added by the entry ' + JSON.stringify(added));
    mkdirSync(join(root, 'test-results'), { recursive: true });
    writeFileSync(join(root, 'test-results', 'react-trial.json'), JSON.stringify({ ...figures, added }, null, 2) + '\n');
    // The app's bundler splits the widgets off: the page loads a part of what the entry adds at
    // start, the rest when a widget wakes.
    expect(added.initial).toBeGreaterThan(0);
    expect(added.initial).toBeLessThan(added.total);
  });
});
