/**
 * Each gallery widget's main job, checked on a CMS article page in Chromium (tests/cms/cms.spec.ts).
 * A check resolves when the widget did its job and throws (an expect failure) when it did not:
 * a plain link, escaped markup or a removed element never passes. `ua` is the environment the
 * job needs (the download button's job in WeChat is the "open in a browser" popup; the tips
 * banner shows in a mobile browser).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type Environment = 'wechat' | 'android' | 'desktop';

export const USER_AGENTS: Record<Environment, string> = {
  wechat:
    'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2585 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  android:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

/**
 * How long a widget gets, after pp:ready, to show it did its job (local fixture server): an
 * upper bound only an unfinished job reaches (a working widget passes as soon as it is done),
 * generous for four pages at once on a busy 2-core CI machine.
 */
const T = { timeout: 20_000 };

export interface WidgetCheck {
  env: Environment;
  /**
   * True for a widget whose job stays inside its own element (the content lists, lucky, lazy
   * images): several of them share one article page, each in its own section, and `run` gets
   * that section. The others (page-wide popups, banners, scrolling, menus) get a page each.
   */
  shares?: boolean;
  /** What "works" means, for the README and failure messages. */
  job: string;
  run(page: Page, scope: Locator): Promise<void>;
}

const rendered = (selector: string, job: string): WidgetCheck => ({
  env: 'android',
  shares: true,
  job,
  async run(_page, scope) {
    await scope.scrollIntoViewIfNeeded();
    await expect(scope.locator(selector).first()).toBeVisible(T);
  },
});

export const CHECKS: Record<string, WidgetCheck> = {
  header: {
    env: 'android',
    job: 'the menu button opens the menu',
    async run(page) {
      const toggle = page.getByRole('button', { name: '菜单' });
      await toggle.click(T);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', T);
      await expect(page.getByRole('link', { name: '游戏' })).toBeVisible(T);
    },
  },
  search: {
    env: 'android',
    job: 'typing shows suggestions',
    async run(page) {
      const input = page.locator('input[name="q"]');
      await input.click(T);
      await input.pressSequentially('星');
      await expect(page.getByRole('option', { name: /星海战纪/ }).first()).toBeVisible(T);
    },
  },
  download: {
    env: 'wechat',
    job: 'in WeChat a tap opens the "open in a browser" popup',
    async run(page) {
      await page.getByRole('link', { name: /下载天天爱消除/ }).click(T);
      await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible(T);
    },
  },
  realname: {
    env: 'desktop',
    job: 'a tap on the game opens the real-name dialog',
    async run(page) {
      await page.getByRole('link', { name: /下载星海战纪/ }).click(T);
      await expect(page.getByRole('dialog', { name: '用户实名登记' })).toBeVisible(T);
    },
  },
  'tips-banner': {
    env: 'android',
    job: 'the download tips banner shows',
    async run(page) {
      await expect(page.getByRole('complementary', { name: '下载提示' })).toBeVisible(T);
    },
  },
  'back-to-top': {
    env: 'android',
    job: 'the button appears after scrolling',
    async run(page) {
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible(T);
    },
  },
  'lazy-images': {
    env: 'android',
    shares: true,
    job: 'the images load their data-src',
    async run(_page, scope) {
      await scope.scrollIntoViewIfNeeded();
      await expect
        .poll(() => scope.evaluate((el) => Array.from(el.querySelectorAll('img')).filter((i) => /\/img\/shot-\d\.svg$/.test(i.currentSrc) && i.complete && i.naturalWidth > 0).length), T)
        .toBeGreaterThanOrEqual(2);
    },
  },
  lucky: {
    env: 'android',
    shares: true,
    job: 'the activity renders',
    async run(_page, scope) {
      await scope.scrollIntoViewIfNeeded();
      await expect(scope.getByRole('heading', { name: '双十一幸运大抽奖' })).toBeVisible(T);
    },
  },
  score: rendered('.ppw-score__value', 'the score renders'),
  comments: rendered('.ppw-comment__text', 'the comments render'),
  recs: rendered('.ppw-app__name', 'the recommended apps render'),
  specials: rendered('.ppw-app__name', "the special's apps render"),
  'beta-list': rendered('.ppw-app__name', 'the beta games render'),
  'personal-list': rendered('.ppw-app__name', 'the apps render'),
  'ad-slot': rendered('.ppw-ad', 'the ad shows'),
  'uc-rec': rendered('.ppw-app__name', 'the apps render'),
  'game-news': rendered('.ppw-news__title', 'the news render'),
};
