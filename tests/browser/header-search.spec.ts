/**
 * Header and search suggestions against the built IIFE on examples/home.html,
 * with the fixture server answering /search/sugs.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoReady, afterPageTimers, chunksSettled, nextFrames, watchRequests } from './fixtures';
import { SUGGEST_DEBOUNCE_MS } from '../../widgets/search/search';
import { UA } from './devices';

/**
 * Opens the home page and waits until the header (load) is awake. Back-to-top wakes at the
 * first scroll, search on interaction (see wakeSearch).
 */
async function gotoHome(page: Page): Promise<void> {
  await gotoReady(page, '/home.html');
  await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
}

const INPUT = '#home-q';

async function optionTexts(page: Page): Promise<string[]> {
  return page.locator('[role="option"]').allTextContents();
}

/**
 * Past the suggestions' 200 ms debounce started by the last key (a page timer of that length
 * set now fires after it), and every request to /search/sugs sent by then has reached the
 * server: the moment a request that must not be sent would have been.
 */
async function pastDebounce(page: Page, sugs: { settled(): Promise<void> }): Promise<void> {
  await afterPageTimers(page, SUGGEST_DEBOUNCE_MS);
  await sugs.settled();
}

/**
 * Types `text` into the search box as one burst: each character through the browser's editing
 * path (`document.execCommand('insertText')`, one `input` event each, as a key gives), all in
 * one page task. Keys sent one by one leave gaps as long as the machine is busy, and a gap
 * past the 200 ms debounce (SUGGEST_DEBOUNCE_MS) sends a request mid-word.
 */
async function burst(page: Page, text: string) {
  const input = page.locator(INPUT);
  await input.focus();
  await input.evaluate((_el, chars) => {
    for (const ch of chars) document.execCommand('insertText', false, ch);
  }, Array.from(text));
}

test.describe('search suggestions', () => {
  test.beforeEach(async ({ page, server }) => {
    await server.reset();
    await gotoHome(page);
    await server.clearRequests();
    // Search wakes on interaction: focusing the input is enough.
    await page.locator(INPUT).focus();
    await expect(page.locator('[data-widget="search"]')).toHaveAttribute('data-ppw-state', 'mounted');
  });

  test('text typed right away, before the widget code has arrived, still gets suggestions', async ({ page, server }) => {
    await page.goto('/home.html');
    await page.locator(INPUT).click();
    // The word lands whole, as an input method commits it (one input event): two keys could be
    // further apart than the 200 ms debounce on a busy machine and send 王 first.
    await page.keyboard.insertText('王者');
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    await expect(page.locator(INPUT)).toHaveValue('王者');
    expect((await server.requests('/search/sugs')).map((r) => r.query.key)).toEqual(['王者']);
  });

  test('a blank submit is refused even when it is the very first interaction', async ({ page }) => {
    await page.goto('/home.html');
    await page.locator('.search-form button[type="submit"]').click();
    // The held click has been replayed and refused: the refusal's last step focuses the input
    // (a submit that went through would have started its navigation by then).
    await expect(page.locator(INPUT)).toBeFocused();
    await nextFrames(page);
    expect(new URL(page.url()).pathname).toBe('/home.html');
    await expect(page.locator(INPUT)).toBeFocused();
  });

  test('sends one request per 200 ms burst of typing, with key and ctoken', async ({ page, server }) => {
    const sugs = watchRequests(page, '/search/sugs');
    await burst(page, '音乐');
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    await pastDebounce(page, sugs);
    let sent = await server.requests('/search/sugs');
    expect(sent.map((r) => r.query.key)).toEqual(['音乐']);
    expect(sent[0]!.query.ctoken).toBe('home-ctoken');

    await burst(page, '播放');
    await expect.poll(async () => (await server.requests('/search/sugs')).length).toBe(2);
    await pastDebounce(page, sugs);
    sent = await server.requests('/search/sugs');
    expect(sent.map((r) => r.query.key)).toEqual(['音乐', '音乐播放']);
  });

  test('shows the newer answer when the older one is delayed 800 ms', async ({ page, server }) => {
    await server.fault({ path: '/search/sugs', fault: 'delay', ms: 800, times: 1 });
    const input = page.locator(INPUT);
    // The request for 天气 ends: answered (late), or aborted by the newer one where the browser can.
    const older = page.waitForEvent('requestfinished', (r) => r.url().includes('/search/sugs') && new URL(r.url()).searchParams.get('key') === '天气');
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('/search/sugs') && new URL(r.url()).searchParams.get('key') === '天气');
    await input.fill('天气');
    await expect.poll(async () => (await server.requests('/search/sugs')).length).toBe(1);
    await input.fill('地铁');
    await expect(page.locator('[role="option"]', { hasText: '地铁' }).first()).toBeVisible();
    // Past the moment the delayed answer for 天气 arrived (or could no more): the list is unchanged.
    await Promise.race([older, aborted]);
    await nextFrames(page);
    const texts = await optionTexts(page);
    expect(texts).toContain('地铁');
    expect(texts).not.toContain('天气预报');
    expect((await server.requests('/search/sugs')).map((r) => r.query.key)).toEqual(['天气', '地铁']);
  });

  test('arrows move with wrap-around and fill the input; Enter lands on /search?q=… and logs it', async ({ page, server }) => {
    const input = page.locator(INPUT);
    await burst(page, '王');
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    const texts = await optionTexts(page);
    expect(texts.length).toBeGreaterThan(1);
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    await input.press('ArrowDown');
    await expect(input).toHaveValue(texts[0]!);
    await input.press('ArrowDown');
    await expect(input).toHaveValue(texts[1]!);
    await input.press('ArrowUp');
    await input.press('ArrowUp');
    // Wrapped from the first to the last.
    await expect(input).toHaveValue(texts[texts.length - 1]!);
    const active = await input.getAttribute('aria-activedescendant');
    await expect(page.locator('#' + active)).toHaveText(texts[texts.length - 1]!);
    await expect(input).toBeFocused();

    await Promise.all([page.waitForURL(/\/search\?q=/), input.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(texts[texts.length - 1]);
    await expect.poll(async () => (await server.requests('/log/search')).length).toBe(1);
    const logged = new URLSearchParams((await server.requests('/log/search'))[0]!.body);
    expect(logged.get('q')).toBe(texts[texts.length - 1]);
    expect(logged.get('from')).toBe('suggestion');
  });

  test('a mousedown on a suggestion submits it', async ({ page }) => {
    await burst(page, '音乐');
    const option = page.locator('[role="option"]').nth(1);
    await expect(option).toBeVisible();
    const text = (await option.textContent())!;
    await option.hover();
    await Promise.all([page.waitForURL(/\/search\?q=/), page.mouse.down()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(text);
    await page.mouse.up();
  });

  test('Escape and blur close the list without changing the value', async ({ page }) => {
    const input = page.locator(INPUT);
    await burst(page, '王');
    await expect(page.locator('[role="listbox"]')).toBeVisible();
    await input.press('ArrowDown');
    const value = await input.inputValue();
    await input.press('Escape');
    await expect(page.locator('[role="listbox"]')).toBeHidden();
    await expect(input).toHaveValue(value);
    await input.press('ArrowDown');
    await expect(page.locator('[role="listbox"]')).toBeVisible();
    await page.locator('h1').click();
    await expect(page.locator('[role="listbox"]')).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('a blank submit does not navigate and focuses the input, with no message', async ({ page, server }) => {
    const input = page.locator(INPUT);
    const logs = watchRequests(page, '/log/search');
    await input.fill('   ');
    await page.locator('h1').click();
    await page.locator('.search-form button[type="submit"]').click();
    // Refused: its last step focuses the input. Then what the submit could have started (the
    // search log's chunk, its post) has run and reached the server.
    await expect(input).toBeFocused();
    await chunksSettled(page);
    await logs.settled();
    expect(new URL(page.url()).pathname).toBe('/home.html');
    await expect(input).toBeFocused();
    await expect(page.locator('[role="alert"]')).toHaveCount(0);
    expect(await server.requests('/log/search')).toEqual([]);
  });

  test('a hostile suggestion is shown as text and runs nothing', async ({ page, problems }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await burst(page, 'xss');
    const option = page.locator('[role="option"]').first();
    await expect(option).toHaveText('<img src=x onerror=alert(1)>');
    await expect(page.locator('[role="listbox"] img')).toHaveCount(0);
    // Rendered as text, so no element of it can load or run later; two frames for what the
    // render itself started.
    await nextFrames(page);
    expect(dialogs).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  test('sends nothing during IME composition and exactly one request after it ends', async ({ page, server }) => {
    const sugs = watchRequests(page, '/search/sugs');
    const cdp = await page.context().newCDPSession(page);
    for (const text of ['w', 'wa', 'wan', 'wang']) {
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      // Each step of the composition reaches the page in its own frame, as a person types.
      await nextFrames(page);
    }
    await pastDebounce(page, sugs);
    expect(await server.requests('/search/sugs')).toEqual([]);
    await cdp.send('Input.insertText', { text: '王' });
    await expect.poll(async () => (await server.requests('/search/sugs')).length).toBe(1);
    await pastDebounce(page, sugs);
    const sent = await server.requests('/search/sugs');
    expect(sent.map((r) => r.query.key)).toEqual(['王']);
    await cdp.detach();
  });

  test('an axe-core scan with the list open finds no violations in these widgets', async ({ page }) => {
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.locator('.ppw-back-to-top')).toBeVisible();
    await page.locator(INPUT).focus();
    await burst(page, '王');
    await page.locator(INPUT).press('ArrowDown');
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[data-widget="header"]')
      .include('[data-widget="back-to-top"]')
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('header', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHome(page);
  });

  test('the toggle opens the menu with its mask, and the mask closes it', async ({ page }) => {
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.click();
    await expect(page.locator('#home-nav')).toBeVisible();
    await expect(page.locator('[data-menu-mask]')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const size = page.viewportSize()!;
    // A point of the mask well below the menu.
    await page.mouse.click(size.width / 2, size.height - 20);
    await expect(page.locator('#home-nav')).toBeHidden();
    await expect(page.locator('[data-menu-mask]')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape and a second toggle close the menu', async ({ page }) => {
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.click();
    // The menu is open (the held click replayed once the header's behaviour arrived) before
    // Escape (an Escape while the code is still coming: 'header before its behaviour has arrived').
    await expect(page.locator('#home-nav')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#home-nav')).toBeHidden();
    await toggle.click();
    await expect(page.locator('#home-nav')).toBeVisible();
    await toggle.click();
    await expect(page.locator('#home-nav')).toBeHidden();
  });

  test('a tag popup shows on hover and focus and hides on leave, moving nothing', async ({ page }) => {
    await page.locator('[data-menu-toggle]').click();
    const trigger = page.locator('[data-tag-popup="home-app-tags"]');
    const popup = page.locator('#home-app-tags');
    const below = page.locator('[data-tag-popup="home-game-tags"]');
    const before = await below.boundingBox();
    await trigger.hover();
    await expect(popup).toBeVisible();
    expect(await below.boundingBox()).toEqual(before);
    const size = page.viewportSize()!;
    await page.mouse.move(size.width / 2, size.height - 20);
    await expect(popup).toBeHidden();
    await trigger.focus();
    await expect(popup).toBeVisible();
  });
});

test.describe('on a touch phone', () => {
  test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test('a tap outside closes the suggestion list', async ({ page }) => {
    await gotoHome(page);
    await page.locator(INPUT).tap();
    await burst(page, '王');
    await expect(page.locator('[role="listbox"]')).toBeVisible();
    await page.locator('.home-hero p').tap();
    await expect(page.locator('[role="listbox"]')).toBeHidden();
  });

  test('a tap on a suggestion submits it', async ({ page }) => {
    await gotoHome(page);
    await page.locator(INPUT).tap();
    await burst(page, '音乐');
    const option = page.locator('[role="option"]').first();
    const text = (await option.textContent())!;
    await Promise.all([page.waitForURL(/\/search\?q=/), option.tap()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(text);
  });

  test('a first tap on a tag shows its popup instead of following the link', async ({ page }) => {
    await gotoHome(page);
    await page.locator('[data-menu-toggle]').tap();
    await page.locator('[data-tag-popup="home-game-tags"]').tap();
    await expect(page.locator('#home-game-tags')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/home.html');
  });
});

test.describe('header with no host CSS', () => {
  // Contract §5: the documented markup and nothing else; the page has no stylesheet of its own.
  const PLAIN = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>plain header</title>
<script src="/dist/pp-widgets.js" defer></script></head><body>
<header data-widget="header">
  <button data-menu-toggle aria-controls="nav">菜单</button>
  <nav id="nav" hidden><a href="/home.html#from-menu">首页</a> <a href="/apps">应用</a></nav>
  <div data-menu-mask hidden></div>
</header>
<main><p>正文</p></main>
</body></html>`;

  test.beforeEach(async ({ page, server }) => {
    await page.route(server.url + '/plain-header.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLAIN }));
    await page.goto(server.url + '/plain-header.html');
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
  });

  test('a tap on a menu link follows the link, and the toggle stays above the mask', async ({ page }) => {
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.click();
    await expect(page.locator('[data-menu-mask]')).toBeVisible();
    // What a finger at each control's centre would hit: the control, not the mask over it.
    const hit = (selector: string) =>
      page.evaluate((sel) => {
        const el = document.querySelector(sel) as HTMLElement;
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!top && (top === el || el.contains(top));
      }, selector);
    expect(await hit('#nav a')).toBe(true);
    expect(await hit('[data-menu-toggle]')).toBe(true);
    // The toggle, above the mask, closes the menu again.
    await toggle.click();
    await expect(page.locator('#nav')).toBeHidden();
    await toggle.click();
    // Playwright's click fails when another element (the mask) would receive it.
    await page.locator('#nav a').first().click();
    await expect(page).toHaveURL(/\/home\.html#from-menu$/);
  });

  test('a page that stacks its own menu (not its mask) keeps its stacking, and the menu stays tappable', async ({ page }) => {
    await page.addStyleTag({ content: '#nav { position: relative; z-index: 10 } [data-menu-toggle] { position: relative; z-index: 11 }' });
    await page.locator('[data-menu-toggle]').click();
    await expect(page.locator('#nav')).toBeVisible();
    expect(await page.locator('[data-menu-mask]').evaluate((el) => el.className)).not.toContain('ppw-header-up');
    // Playwright's click fails when another element (the mask) would receive it.
    await page.locator('#nav a').first().click();
    await expect(page).toHaveURL(/\/home\.html#from-menu$/);
  });

  test('a page that stacks its own mask keeps its stacking', async ({ page }) => {
    await page.addStyleTag({ content: '[data-menu-mask] { z-index: 3 }' });
    await page.locator('[data-menu-toggle]').click();
    await expect(page.locator('#nav')).toBeVisible();
    expect(await page.locator("#nav").evaluate((el) => el.className)).toBe("");
    expect(await page.locator('[data-menu-mask]').evaluate((el) => getComputedStyle(el).zIndex)).toBe('3');
  });
});

test.describe('header before its behaviour has arrived', () => {
  // Its start is in pp-widgets.js; the behaviour is the header chunk, loaded at the first
  // interaction with the header (config prefetch off: not at idle). Held here until released.
  const EARLY = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>early header</title>
<script type="application/json" id="pp-widgets-config">{ "prefetch": false }</script>
<script src="/dist/pp-widgets.js" defer></script></head><body>
<header data-widget="header">
  <button type="button" data-menu-toggle aria-controls="nav">菜单</button>
  <nav id="nav" hidden><a href="/apps">应用</a></nav>
  <div data-menu-mask hidden></div>
  <a href="/home.html#games" id="games" data-tag-popup="game-tags" style="display:inline-block;padding:8px">游戏</a>
  <div id="game-tags" hidden><a href="/home.html#rpg">角色扮演</a></div>
</header>
<main><p>正文</p></main>
</body></html>`;

  async function gateHeaderChunk(page: Page): Promise<{ release: () => void; requested: () => number }> {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let requested = 0;
    await page.route('**/dist/chunks/header-*', async (route) => {
      requested++;
      await gate;
      await route.continue();
    });
    return { release, requested: () => requested };
  }

  test.beforeEach(async ({ page, server }) => {
    await page.route(server.url + '/early-header.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: EARLY }));
  });

  test('the toggle and the tags say aria-expanded="false" and the popup is hidden from the start', async ({ page, server }) => {
    const chunk = await gateHeaderChunk(page);
    await gotoReady(page, server.url + '/early-header.html');
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
    await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#games')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#game-tags')).toHaveClass(/ppw-header-popup/);
    await expect(page.locator('[data-menu-mask]')).toHaveClass(/ppw-header-mask/);
    await expect(page.locator('#game-tags')).toBeHidden();
    expect(chunk.requested()).toBe(0);
    chunk.release();
  });

  test('a pointer on a tag before the code shows its popup when the code comes', async ({ page, server }) => {
    const chunk = await gateHeaderChunk(page);
    await gotoReady(page, server.url + '/early-header.html');
    await page.locator('#games').hover();
    await expect.poll(chunk.requested).toBeGreaterThan(0);
    await expect(page.locator('#game-tags')).toBeHidden();
    chunk.release();
    await expect(page.locator('#game-tags')).toBeVisible();
    await expect(page.locator('#games')).toHaveAttribute('aria-expanded', 'true');
  });

  test('a click on the toggle before the code opens the menu when it comes', async ({ page, server }) => {
    const chunk = await gateHeaderChunk(page);
    await gotoReady(page, server.url + '/early-header.html');
    await page.locator('[data-menu-toggle]').click();
    // The click has been handled (held): it asked for the header's code, which is gated.
    await expect.poll(chunk.requested).toBeGreaterThan(0);
    await nextFrames(page);
    await expect(page.locator('#nav')).toBeHidden();
    chunk.release();
    await expect(page.locator('#nav')).toBeVisible();
    await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'true');
  });

  test('an Escape after a click on the toggle before the code closes the menu that click opens', async ({ page, server }) => {
    const chunk = await gateHeaderChunk(page);
    await gotoReady(page, server.url + '/early-header.html');
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.click();
    await expect.poll(chunk.requested).toBeGreaterThan(0);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('Escape');
    const menuEvents = page.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          const seen: unknown[] = [];
          document.addEventListener('pp:menu', (e) => {
            seen.push((e as CustomEvent).detail);
            if (seen.length === 2) resolve(seen);
          });
        }),
    );
    chunk.release();
    // The held click was replayed (the menu opened), then the Escape pressed after it.
    expect(await menuEvents).toEqual([{ open: true }, { open: false }]);
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#nav')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Done with: the next click opens the menu, and it stays open.
    await toggle.click();
    await expect(page.locator('#nav')).toBeVisible();
    await nextFrames(page);
    await expect(page.locator('#nav')).toBeVisible();
  });

  test.describe('on a touch phone', () => {
    test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

    test('a first tap on a tag before the code shows its popup when it comes, without following the link', async ({ page, server }) => {
      const chunk = await gateHeaderChunk(page);
      await gotoReady(page, server.url + '/early-header.html');
      // The tap's click has been dispatched (a capturing listener on window hears it first,
      // whatever stops it later); a followed link would have changed the hash by the next frame.
      await page.evaluate(() => {
        const w = window as unknown as { __clicked: Promise<void> };
        w.__clicked = new Promise<void>((r) => window.addEventListener('click', () => r(), { once: true, capture: true }));
      });
      await page.locator('#games').tap();
      await page.evaluate(() => (window as unknown as { __clicked: Promise<void> }).__clicked);
      await nextFrames(page);
      expect(new URL(page.url()).hash).toBe('');
      chunk.release();
      await expect(page.locator('#game-tags')).toBeVisible();
      // The held click was replayed as the popup showed; its default, if any, is done by now.
      await nextFrames(page);
      expect(new URL(page.url()).pathname).toBe('/early-header.html');
      expect(new URL(page.url()).hash).toBe('');
      // Shown: the next tap follows the link.
      await page.locator('#games').tap();
      await expect(page).toHaveURL(/#games$/);
    });
  });
});
