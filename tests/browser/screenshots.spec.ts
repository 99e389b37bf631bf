/**
 * The screenshots of the widgets' pages (widgets/<folder>/README.md, features/<folder>/README.md),
 * taken from the gallery's widget frames (examples/gallery/frame.html). By default this only
 * checks that every shot renders (the widget is mounted, its content is there, no page error),
 * so `npm test` never rewrites committed files; `UPDATE_SCREENSHOTS=1 npx playwright test
 * tests/browser/screenshots.spec.ts --workers=1` writes docs/screenshots/<name>.png.
 *
 * Deterministic: one self-contained build, a fixed viewport, reduced motion, animations and
 * the caret off, the fixture server reset before each shot.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { test, expect, serveSelfContainedBuild } from './fixtures';

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));


interface Shot {
  /** File name in docs/screenshots/ (without .png). */
  file: string;
  widget: string;
  env?: string;
  viewport?: { width: number; height: number };
  /** What to do once the widget is awake; returns what to photograph (default: the stage). */
  act?: (page: Page) => Promise<Locator | 'viewport' | void>;
}

const stage = (page: Page) => page.locator('#stage');

/** A list widget has its first answer on screen. */
async function listLoaded(page: Page, widget: string): Promise<void> {
  const root = page.locator(`[data-widget="${widget}"]`);
  await expect(root).toHaveAttribute('data-ppw-state', 'mounted');
  await expect(root.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(root.locator('.ppw-content, .ppw-score, ul, ol').first()).toBeVisible();
}

const list = (widget: string) => async (page: Page) => {
  await listLoaded(page, widget);
};

/** Whether '中' draws differently from a code point no font has (a missing-glyph box). */
async function hasChineseFont(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const draw = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 40;
      const ctx = canvas.getContext('2d')!;
      ctx.font = '32px sans-serif';
      ctx.fillText(text, 2, 32);
      return canvas.toDataURL();
    };
    return draw('中') !== draw('\u{10FFFD}');
  });
}

const SHOTS: Shot[] = [
  {
    file: 'header',
    widget: 'header',
    viewport: { width: 480, height: 260 },
    act: async (page) => {
      await page.getByRole('button', { name: '菜单' }).click();
      await page.getByRole('link', { name: '应用' }).hover();
      await expect(page.locator('#demo-app-tags')).toBeVisible();
      return 'viewport';
    },
  },
  {
    file: 'search',
    widget: 'search',
    viewport: { width: 480, height: 320 },
    act: async (page) => {
      const input = page.getByLabel('搜索应用和游戏');
      await input.click();
      await input.pressSequentially('星');
      await expect(page.getByRole('option').first()).toBeVisible();
      return 'viewport';
    },
  },
  {
    file: 'download',
    widget: 'download',
    env: 'wechat',
    viewport: { width: 390, height: 480 },
    act: async (page) => {
      await page.getByRole('link', { name: '下载天天爱消除' }).click();
      await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
      return 'viewport';
    },
  },
  {
    file: 'download-ios',
    widget: 'download',
    env: 'iphone',
    viewport: { width: 390, height: 480 },
    act: async (page) => {
      await page.getByRole('link', { name: '下载天天爱消除' }).click();
      await expect(page.getByRole('dialog', { name: '前往 PP 助手 iOS 版' })).toBeVisible();
      return 'viewport';
    },
  },
  {
    file: 'download-client',
    widget: 'download',
    env: 'androidClient',
    viewport: { width: 390, height: 160 },
    act: async (page) => {
      await expect(page.locator('[data-widget="download"]')).toHaveText('下载');
    },
  },
  {
    file: 'realname',
    widget: 'realname',
    viewport: { width: 800, height: 560 },
    act: async (page) => {
      await page.getByRole('link', { name: '下载星海战纪（需实名）' }).click();
      await expect(page.getByRole('dialog', { name: '用户实名登记' })).toBeVisible();
      return 'viewport';
    },
  },
  {
    file: 'tips-banner',
    widget: 'tips-banner',
    env: 'android',
    viewport: { width: 390, height: 300 },
    act: async (page) => {
      await expect(page.getByText('打开PP助手，立即领取礼包')).toBeVisible();
      return 'viewport';
    },
  },
  {
    file: 'back-to-top',
    widget: 'back-to-top',
    viewport: { width: 390, height: 300 },
    act: async (page) => {
      await page.mouse.wheel(0, 600);
      await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
      return 'viewport';
    },
  },
  {
    file: 'lazy-images',
    widget: 'lazy-images',
    viewport: { width: 480, height: 280 },
    act: async (page) => {
      // The first screen's two images are put in by the core (no lazy-images chunk before a
      // scroll, so no `ppw-lazy-loaded` class on them).
      await expect(page.locator('img[data-src][src]')).toHaveCount(2);
    },
  },
  {
    file: 'lucky',
    widget: 'lucky',
    env: 'desktop',
    viewport: { width: 600, height: 900 },
    act: async (page) => {
      await expect(page.getByRole('heading', { name: '双十一幸运大抽奖' })).toBeVisible();
    },
  },
  { file: 'score', widget: 'score', act: list('score') },
  { file: 'comments', widget: 'comments', act: list('comments') },
  { file: 'recs', widget: 'recs', act: list('recs') },
  { file: 'specials', widget: 'specials', act: list('specials') },
  { file: 'beta-list', widget: 'beta-list', act: list('beta-list') },
  { file: 'personal-list', widget: 'personal-list', act: list('personal-list') },
  { file: 'ad-slot', widget: 'ad-slot', act: list('ad-slot') },
  { file: 'uc-rec', widget: 'uc-rec', act: list('uc-rec') },
  { file: 'game-news', widget: 'game-news', act: list('game-news') },
];

test.describe('docs screenshots', () => {
  test.beforeEach(async ({ page, server }) => {
    await server.reset();
    await serveSelfContainedBuild(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const shot of SHOTS) {
    test(`${shot.file}: the widget renders${UPDATE ? ' and docs/screenshots/' + shot.file + '.png is written' : ''}`, async ({ page, problems }) => {
      await page.setViewportSize(shot.viewport || { width: 480, height: 600 });
      const env = shot.env ? `&env=${shot.env}` : '';
      await page.goto(`/gallery/frame.html?widget=${shot.widget}${env}`);
      await expect(page.locator('html')).toHaveAttribute('data-gallery-ready', '1');
      const target = (shot.act && (await shot.act(page))) || stage(page);
      // Icons and covers finished loading, so the picture is the same every time.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => Array.prototype.every.call(document.images, (img: HTMLImageElement) => img.complete));
      const options = { animations: 'disabled' as const, caret: 'hide' as const };
      const png = target === 'viewport' ? await page.screenshot(options) : await target.screenshot(options);
      expect(png.length).toBeGreaterThan(1000);
      expect(problems.errors).toEqual([]);
      if (UPDATE) {
        if (!(await hasChineseFont(page))) {
          // Without a CJK font Chinese text draws as boxes; the layout is still right.
          test.info().annotations.push({ type: 'warning', description: 'no Chinese font on this machine (e.g. apt-get install fonts-wqy-microhei): text in ' + shot.file + '.png shows as boxes' });
        }
        mkdirSync(OUT, { recursive: true });
        writeFileSync(OUT + shot.file + '.png', png);
      }
    });
  }
});
