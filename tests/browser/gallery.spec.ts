/**
 * Acceptance: the widget gallery (examples/index.html). It loads with every widget
 * live and no page errors; a snippet copied from it works on a blank page that has only the
 * script tag; the UA switcher and the state buttons reload a widget under another environment
 * or with the fixture server's faults.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import { test, expect, serveSelfContainedBuild } from './fixtures';


const WIDGETS = [
  'header', 'search', 'download', 'realname', 'tips-banner', 'back-to-top', 'lazy-images', 'lucky', 'score',
  'comments', 'recs', 'specials', 'beta-list', 'personal-list', 'ad-slot', 'uc-rec', 'game-news',
];
// Every page of examples/ (the gallery itself aside) must be linked from the gallery.
const EXAMPLE_PAGES = readdirSync(fileURLToPath(new URL('../../examples/', import.meta.url)))
  .filter((f) => f.endsWith('.html') && f !== 'index.html')
  .map((f) => '/' + f);

test.beforeEach(async ({ page, server }) => {
  await server.clearFaults();
  // page.route covers the gallery's frames too.
  await serveSelfContainedBuild(page);
});

/** Every error a frame of the page reports (uncaught errors and rejections), by frame URL. */
async function watchFrameErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.exposeFunction('__galleryError', (text: string) => errors.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __galleryError(text: string): void }).__galleryError;
    window.addEventListener('error', (e) => report(location.pathname + location.search + ': ' + String(e.message)));
    window.addEventListener('unhandledrejection', (e) => report(location.pathname + location.search + ': ' + String((e as PromiseRejectionEvent).reason)));
  });
  return errors;
}

const card = (page: Page, name: string) => page.locator(`[data-gallery-widget="${name}"]`);
const frameOf = (page: Page, name: string): FrameLocator => page.frameLocator(`[data-gallery-widget="${name}"] iframe`);

/** The live Frame of a card, once its document says the library's first scan is done. */
async function readyFrame(page: Page, name: string, urlPart = ''): Promise<Frame> {
  // Frames load lazily: an off-screen frame is not fetched until scrolled near.
  await card(page, name).locator('iframe').scrollIntoViewIfNeeded();
  const handle = await card(page, name).locator('iframe').elementHandle();
  let frame: Frame | null = null;
  await expect
    .poll(async () => {
      frame = await handle!.contentFrame();
      if (!frame || !frame.url().includes(urlPart)) return false;
      return frame.evaluate(() => document.documentElement.getAttribute('data-gallery-ready') === '1').catch(() => false);
    }, { message: `frame of ${name} ready`, timeout: 20_000 })
    .toBe(true);
  return frame!;
}

/** The snippet text a card's copy button copies (through the real clipboard). */
async function copySnippet(page: Page, name: string): Promise<string> {
  const c = card(page, name);
  await c.getByRole('button', { name: '复制标记' }).click();
  await expect(c.locator('.g-snippet--template').getByRole('status')).toHaveText('已复制');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Serves a blank page holding only the script tag and `markup`, and opens it. */
async function pasteIntoBlankPage(page: Page, markup: string): Promise<void> {
  const html = `<!doctype html>\n<html lang="zh-CN">\n<head>\n<meta charset="utf-8">\n<title>blank</title>\n<script src="/dist/pp-widgets.js" defer></script>\n</head>\n<body>\n${markup}\n</body>\n</html>\n`;
  await page.route('**/blank-page.html', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto('/blank-page.html');
  await page.waitForFunction(() => !!(window as unknown as { PPWidgets?: unknown }).PPWidgets);
}

async function armedFaults(base: string): Promise<unknown[]> {
  return (await (await fetch(base + '/__faults')).json()) as unknown[];
}

test.describe('gallery', () => {
  test('shows every widget live, with snippet, copy button, attributes, a working link to its README and links to every example page, and no page errors', async ({ page, problems }) => {
    const frameErrors = await watchFrameErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-gallery', 'ready');
    expect(await page.locator('[data-gallery-widget]').evaluateAll((els) => els.map((e) => e.getAttribute('data-gallery-widget')))).toEqual(WIDGETS);
    expect(EXAMPLE_PAGES.length).toBeGreaterThanOrEqual(5);
    for (const href of EXAMPLE_PAGES) await expect(page.locator(`a[href="${href}"]`), href).toHaveCount(1);

    for (const name of WIDGETS) {
      const c = card(page, name);
      await c.locator('iframe').scrollIntoViewIfNeeded();
      // The snippet is shown as text: markup characters, not elements.
      await expect(c.locator('.g-snippet--template pre code')).toContainText('<');
      expect(await c.locator('pre code *').count()).toBe(0);
      await expect(c.getByRole('button', { name: '复制标记' })).toBeVisible();
      expect(await c.locator('table.g-attrs tbody tr').count()).toBeGreaterThan(0);
      // The card's docs link: the widget's (or page feature's) README, served by the example server.
      const doc = (await c.locator('.g-doc-link a').getAttribute('href')) || '';
      expect(doc, name).toMatch(/^\/(widgets|features)\/[a-z-]+(\/[a-z-]+)?\/README\.md(#[a-z-]+)?$/);
      const docPage = await page.request.get(doc.split('#')[0]);
      expect(docPage.status(), doc).toBe(200);
      expect(await docPage.text(), doc).toMatch(/^# /);
      await readyFrame(page, name);
    }
    // A few widgets visibly alive in their frames.
    await expect(frameOf(page, 'score').locator('[data-widget="score"]')).toHaveAttribute('data-ppw-state', 'mounted');
    await expect(frameOf(page, 'comments').locator('[data-widget="comments"] li').first()).toBeVisible();
    await expect(frameOf(page, 'tips-banner').getByText('打开PP助手，立即领取礼包')).toBeVisible();
    await expect(frameOf(page, 'lucky').getByRole('heading', { name: '双十一幸运大抽奖' })).toBeVisible();

    expect(problems.errors).toEqual([]);
    expect(frameErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the gallery page itself has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-gallery', 'ready');
    // The widgets inside the frames have their own axe checks in their suites.
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
  });

  test('a copied download snippet works on a blank page with only the script tag', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const snippet = await copySnippet(page, 'download');
    expect(snippet).toBe(await card(page, 'download').locator('.g-snippet--template pre code').textContent());

    await pasteIntoBlankPage(page, snippet);
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
    const announced = page.evaluate(
      () => new Promise<unknown>((resolve) => document.addEventListener('pp:download', (e) => resolve((e as CustomEvent).detail))),
    );
    await page.getByRole('link', { name: '下载天天爱消除' }).click();
    await download;
    expect(await announced).toMatchObject({ appId: '1003', action: 'download' });
  });

  test('a copied search snippet works on a blank page: typing shows suggestions', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const snippet = await copySnippet(page, 'search');
    await pasteIntoBlankPage(page, snippet);
    const input = page.getByRole('combobox', { name: '搜索应用和游戏' }).or(page.getByLabel('搜索应用和游戏'));
    await input.click();
    await input.pressSequentially('星');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.allTextContents()).toContain('星海战纪');
  });

  test('the copy button falls back to a selected textarea where the Clipboard API is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      const copied: string[] = [];
      (window as unknown as { __copied: string[] }).__copied = copied;
      document.execCommand = ((command: string) => {
        const active = document.activeElement as HTMLTextAreaElement | null;
        if (command === 'copy' && active && active.tagName === 'TEXTAREA') copied.push(active.value.slice(active.selectionStart, active.selectionEnd));
        return command === 'copy';
      }) as typeof document.execCommand;
    });
    await page.goto('/');
    const c = card(page, 'score');
    await c.getByRole('button', { name: '复制标记' }).click();
    await expect(c.locator('.g-snippet--template').getByRole('status')).toHaveText('已复制');
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([await c.locator('.g-snippet--template pre code').textContent()]);
  });

  test('shows each widget\'s link form beside its template form, with its own copy button; without any clipboard the text is selected', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      document.execCommand = (() => false) as typeof document.execCommand;
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-gallery', 'ready');
    const comments = card(page, 'comments').locator('.g-snippet--link');
    await expect(comments.locator('pre code')).toHaveText('<a href="/comments?appId=1001#ppw=comments&amp;app-id=1001">查看全部评论</a>');
    await expect(card(page, 'download').locator('.g-snippet--link pre code')).toContainText('<a href="/download/apk?id=1003&amp;');
    await expect(card(page, 'search').locator('.g-snippet--link')).toHaveText('只放在页面模板里（没有链接形式）。');
    await comments.getByRole('button', { name: '复制链接形式' }).click();
    await expect(comments.getByRole('status')).toHaveText(/文本已选中/);
    expect(await page.evaluate(() => String(window.getSelection()))).toBe(await comments.locator('pre code').textContent());
  });

  test('the UA switcher reloads a widget in WeChat: the download button opens the open-in-browser dialog', async ({ page }) => {
    await page.goto('/');
    const c = card(page, 'download');
    await c.locator('iframe').scrollIntoViewIfNeeded();
    await readyFrame(page, 'download', 'env=desktop');
    await c.getByLabel('环境（UA）').selectOption('wechat');
    const frame = await readyFrame(page, 'download', 'env=wechat');
    expect(await frame.evaluate(() => navigator.userAgent)).toContain('MicroMessenger');
    await frame.getByRole('link', { name: '下载天天爱消除' }).click();
    await expect(frame.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
    // The event names the in-app browser (`inAppBrowser`, from the table in src/env/ua-tokens.ts).
    await expect(c.locator('.g-log')).toContainText('pp:download {"appId":"1003","action":"chat-popup","inAppBrowser":"wechat"}');
  });

  test('the English switch renders the gallery and the widgets in English', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByRole('link', { name: '中文' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('pp-widgets gallery');
    const c = card(page, 'download');
    await expect(c.getByRole('heading', { name: /Download button/ })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Copy markup' })).toBeVisible();
    // No Chinese left in the gallery's own text (the widgets' markup snippets are the templates' own).
    const texts = await page.locator('.g-header, .g-nav, .g-card > h2, .g-summary, .g-card table, .g-events, .g-note').allInnerTexts();
    const chinese = texts.join('\n').match(/[^\n]*[\u4e00-\u9fff][^\n]*/g) || [];
    expect(chinese.filter((line) => line !== '中文')).toEqual([]);
    await c.getByLabel('Environment (UA)').selectOption('wechat');
    const frame = await readyFrame(page, 'download', 'lang=en');
    await frame.getByRole('link', { name: '下载天天爱消除' }).click();
    await expect(frame.getByRole('dialog', { name: 'Open in your browser' })).toBeVisible();
  });

  test('the real-name popup opens from the game download button, and its submit reaches the success panel', async ({ page }) => {
    await page.goto('/');
    const c = card(page, 'realname');
    await c.locator('iframe').scrollIntoViewIfNeeded();
    const frame = await readyFrame(page, 'realname');
    await frame.getByRole('link', { name: '下载星海战纪（需实名）' }).click();
    const dialog = frame.getByRole('dialog', { name: '用户实名登记' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('姓名').fill('欧阳·测试');
    await dialog.getByLabel('身份证号').fill('11010519491231002X');
    await dialog.getByLabel('手机号').fill('13987654321');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('登记成功')).toBeVisible();
    // The event log shows what happened, never what was typed.
    await expect(c.locator('.g-log')).toContainText('"action":"success"');
    expect(await c.locator('.g-log').textContent()).not.toMatch(/欧阳|11010519491231002X|13987654321/);
  });

  test('the debug switch reloads every frame with ?ppw-debug=1 and the overlay lists the widget', async ({ page }) => {
    await page.goto('/');
    const c = card(page, 'score');
    await c.locator('iframe').scrollIntoViewIfNeeded();
    await readyFrame(page, 'score');
    await page.getByLabel('调试浮层（?ppw-debug=1）').check();
    const frame = await readyFrame(page, 'score', 'ppw-debug=1');
    await expect(frame.getByRole('complementary', { name: 'pp-widgets debug' })).toContainText('score');
    await expect(frame.locator('[data-widget="score"]')).toHaveClass(/ppw-debug/);
  });

  test('the Android client environment shows the native path through the fake bridge', async ({ page }) => {
    await page.goto('/');
    const c = card(page, 'download');
    await c.locator('iframe').scrollIntoViewIfNeeded();
    await c.getByLabel('环境（UA）').selectOption('androidClient');
    const frame = await readyFrame(page, 'download', 'env=androidClient');
    const button = frame.locator('[data-widget="download"]');
    await expect(button).toHaveText('下载');
    await button.click();
    await expect(button).toHaveText(/下载中 \d+%|安装/);
    await expect(button).toHaveText('安装', { timeout: 10_000 });
  });

  test('the state buttons arm the fixture server: error with a working retry, empty, loading', async ({ page, server }) => {
    await page.goto('/');
    const c = card(page, 'comments');
    await c.locator('iframe').scrollIntoViewIfNeeded();
    const list = frameOf(page, 'comments').locator('[data-widget="comments"]');
    // The first load is done before a fault is armed, or it could take the fault.
    await expect(list.locator('li').first()).toBeVisible();

    await c.getByRole('button', { name: '出错' }).click();
    await readyFrame(page, 'comments', 'state=error');
    await expect(list.getByRole('alert')).toContainText('加载失败');
    await list.getByRole('button', { name: '重试' }).click();
    await expect(list.locator('li').first()).toBeVisible();

    await c.getByRole('button', { name: '空' }).click();
    await readyFrame(page, 'comments', 'state=empty');
    await expect(list).toContainText('还没有评论');

    await c.getByRole('button', { name: '正常' }).click();
    await readyFrame(page, 'comments', 'state=normal');
    await expect(list.locator('li').first()).toBeVisible();
    expect(await armedFaults(server.url)).toEqual([]);

    // Loading: the answer is held back; the fallback link the element keeps inside (editors
    // delete empty elements) stays until the answer replaces it.
    const score = card(page, 'score');
    await score.locator('iframe').scrollIntoViewIfNeeded();
    await readyFrame(page, 'score', 'state=normal');
    await expect(frameOf(page, 'score').locator('.ppw-content')).toHaveAttribute('aria-busy', 'false');
    await score.getByRole('button', { name: '加载中' }).click();
    await readyFrame(page, 'score', 'state=loading');
    const scoreFrame = frameOf(page, 'score');
    await expect(scoreFrame.getByRole('link', { name: '查看评分' })).toBeVisible();
    await score.getByRole('button', { name: '正常' }).click();
    await readyFrame(page, 'score', 'state=normal');
    await expect(scoreFrame.locator('.ppw-content')).toHaveAttribute('aria-busy', 'false');
    await expect(scoreFrame.getByRole('link', { name: '查看评分' })).toHaveCount(0);
    await expect(scoreFrame.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await armedFaults(server.url)).toEqual([]);
  });
});
