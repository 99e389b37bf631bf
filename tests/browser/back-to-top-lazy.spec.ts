/**
 * Back-to-top and lazy images against the built IIFE on examples/home.html.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, nextFrames, afterPageTimers, pageSettled } from './fixtures';
import { LAZY_THROTTLE_MS } from '../../features/lazy-images/scroll-check/scroll-check';

/**
 * Opens the home page and waits until the header (load) is awake. Back-to-top wakes at the
 * first scroll, search on interaction (see wakeSearch).
 */
async function gotoHome(page: Page): Promise<void> {
  await gotoReady(page, '/home.html');
  await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Lazy images have looked again after a scroll or a scan: the IntersectionObserver has
 * reported (two frames), or, without one (the floor), the throttled scroll check has run (a
 * timer of the throttle's length set after the scroll event fires after the library's).
 */
async function lazyChecked(page: Page): Promise<void> {
  await nextFrames(page);
  if (!(await page.evaluate(() => typeof IntersectionObserver === 'function'))) await afterPageTimers(page, LAZY_THROTTLE_MS);
}

test.describe('back-to-top', () => {
  test('costs nothing until the first scroll, then fades in over 300 ms', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await gotoHome(page);
    const button = page.locator('.ppw-back-to-top');
    // Past start, pp:ready and the idle moment, with every chunk asked for so far run.
    await pageSettled(page);
    // Not scrolled yet: its code has not even been fetched.
    expect(scripts.filter((s) => /back-to-top/.test(s))).toEqual([]);
    await expect(page.locator('[data-widget="back-to-top"]')).not.toHaveAttribute('data-ppw-state', /./);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.locator('[data-widget="back-to-top"]')).toHaveAttribute('data-ppw-state', 'mounted');
    await expect(button).toBeVisible();
    expect(await button.getAttribute('aria-hidden')).toBeNull();
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
    const duration = await button.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(',')[0]!.trim()).toBe('0.3s');
    // Back at the very top: hidden again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeHidden();
    await expect(button).toHaveAttribute('aria-hidden', 'true');
  });

  test('scrolls to the top over about a second, then focuses the top of the page', async ({ page }) => {
    await gotoHome(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    const button = page.locator('.ppw-back-to-top');
    await expect(button).toBeVisible();
    // The page's animation frames are the test's: each queued frame runs with the timestamp
    // given here, so the scroll is checked by the animation's own clock (the frames'
    // timestamps), never by how fast a busy machine draws frames.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: FrameRequestCallback[]; __raf: typeof requestAnimationFrame };
      w.__frames = [];
      w.__raf = window.requestAnimationFrame;
      window.requestAnimationFrame = (cb) => w.__frames.push(cb);
    });
    const frameAt = (time: number) =>
      page.evaluate((t) => {
        const w = window as unknown as { __frames: FrameRequestCallback[] };
        w.__frames.splice(0).forEach((cb) => cb(t));
        return window.scrollY;
      }, time);
    await button.click();
    // The first frame starts the animation's clock.
    expect(await frameAt(10_000)).toBe(3000);
    // A third of the way: on its way up, not there yet.
    const midway = await frameAt(10_333);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(3000);
    // 700 ms in: still not at the top.
    expect(await frameAt(10_700)).toBeGreaterThan(0);
    // After the second (1000 ms): at the top; the frame after hides the button.
    expect(await frameAt(11_001)).toBe(0);
    // The browser's own frames again (the scroll event that hides the button may come later).
    await page.evaluate(() => {
      const w = window as unknown as { __frames: FrameRequestCallback[]; __raf: typeof requestAnimationFrame };
      window.requestAnimationFrame = w.__raf;
      w.__frames.splice(0).forEach((cb) => w.__raf.call(window, cb));
    });
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(button).toBeHidden();
  });

  test('jumps to the top at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHome(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    const button = page.locator('.ppw-back-to-top');
    await expect(button).toBeVisible();
    await button.click();
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe('back-to-top from config', () => {
  test('config backToTop: true adds a working button to a page without its markup', async ({ page }) => {
    const filler = '<p>正文</p>'.repeat(5) + '<div style="height:3000px"></div>';
    await page.route('**/no-markup.html', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
          <script type="application/json" id="pp-widgets-config">{ "backToTop": true }</script>
          <script src="/dist/pp-widgets.js" defer></script></head><body><main>${filler}</main></body></html>`,
      }),
    );
    await gotoReady(page, '/no-markup.html');
    await expect(page.locator('[data-widget="back-to-top"]')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(page.locator('[data-widget="back-to-top"]')).toHaveAttribute('data-ppw-state', 'mounted');
    const button = page.getByRole('button', { name: '返回顶部' });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator('.ppw-back-to-top')).toHaveCount(1);
  });
});

test.describe('lazy images', () => {
  test('an image below the fold loads only once scrolled within 50 px of the viewport', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await gotoHome(page);
    const img = page.locator('img[data-src="/img/app-1012.svg"]');
    // The lazy-images code has run and made its first check (pageSettled ends on two frames).
    await pageSettled(page);
    expect(requested).not.toContain('/img/app-1012.svg');
    expect(await img.getAttribute('src')).toMatch(/^data:/);

    // Put the image's top 120 px below the fold: still outside the margin.
    const place = (gap: number) =>
      img.evaluate((el, g) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - window.innerHeight - g);
      }, gap);
    await place(120);
    await lazyChecked(page);
    expect(requested).not.toContain('/img/app-1012.svg');

    await place(30);
    await expect(img).toHaveAttribute('src', '/img/app-1012.svg');
    await expect(img).toHaveClass(/ppw-lazy-loaded/);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test('srcset is applied from data-srcset', async ({ page }) => {
    await gotoHome(page);
    const img = page.locator('img[data-src="/img/special-305.svg"]');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('srcset', /special-305\.svg 1x/);
    await expect(img).toHaveClass(/ppw-lazy-loaded/);
  });

  test('a failed image keeps its placeholder and gets the error class', async ({ page, problems }) => {
    await gotoHome(page);
    const img = page.locator('#broken-image');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveClass(/ppw-lazy-error/);
    expect(await img.getAttribute('src')).toMatch(/^data:image\/gif/);
    expect(problems.errors).toEqual([]);
  });

  test('images added later are picked up and load once', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await gotoHome(page);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.id = 'late';
      img.alt = '';
      img.width = 56;
      img.height = 56;
      img.setAttribute('data-src', '/img/app-1024.svg');
      document.querySelector('.home-hero')!.appendChild(img);
    });
    const late = page.locator('#late');
    await expect(late).toHaveAttribute('src', '/img/app-1024.svg');
    await expect(late).toHaveClass(/ppw-lazy-loaded/);
    await page.evaluate(() => (window as unknown as { PPWidgets: { scan(): void } }).PPWidgets.scan());
    await lazyChecked(page);
    expect(requested.filter((p) => p === '/img/app-1024.svg')).toHaveLength(1);
  });
});

/**
 * Under Save-Data, the first screen's lazy images load from the core (src/image-load/first-screen.ts)
 * and the lazy-images chunk is not fetched before the first scroll; the first scroll fetches it
 * and the images below the fold load as before.
 */
test.describe('lazy images under Save-Data, before and after the first scroll', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'Save-Data': 'on' } });

  // home.html's lazy images are all below its fold; detail.html has some on its first screen.
  for (const [path, onFirstScreen] of [['/home.html', false], ['/detail.html', true]] as const) {
    test(`${path}: the first screen's images load without the lazy-images chunk, which the first scroll fetches`, async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
      });
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await gotoReady(page, path);
      await pageSettled(page);
      expect(scripts.filter((s) => /\/lazy-images-/.test(s))).toEqual([]);

      // Rendered and within 50 px of the viewport, or below it.
      const images = await page.evaluate(() =>
        Array.from(document.querySelectorAll('img[data-src]')).map((img) => {
          const box = img.getBoundingClientRect();
          const near = img.getClientRects().length > 0 && box.top <= innerHeight + 50 && box.bottom >= -50 && box.left <= innerWidth + 50 && box.right >= -50;
          return { src: img.getAttribute('data-src')!, near, below: box.top > innerHeight + 50 };
        }),
      );
      const firstScreen = images.filter((i) => i.near);
      expect(firstScreen.length > 0, `${path} has lazy images on its first screen`).toBe(onFirstScreen);
      for (const { src } of firstScreen) {
        const img = page.locator(`img[data-src="${src}"]`).first();
        await expect(img).toHaveAttribute('src', src);
        await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
      const below = images.find((i) => i.below);
      expect(below, `${path} has a lazy image below the fold`).toBeTruthy();
      const belowImg = page.locator(`img[data-src="${below!.src}"]`).first();
      expect(await belowImg.getAttribute('src')).not.toBe(below!.src);

      await belowImg.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
      await expect.poll(() => scripts.filter((s) => /\/lazy-images-/.test(s)).length).toBe(1);
      await expect(belowImg).toHaveAttribute('src', below!.src);
      await expect(belowImg).toHaveClass(/ppw-lazy-loaded/);
    });
  }
});
