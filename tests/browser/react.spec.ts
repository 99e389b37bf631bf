/**
 * pp-widgets/react in a real app (docs/react.md): examples/react, built with Vite from the
 * built package (`npm run build:example`), in Chromium against the fixture server.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures';

const BUILT = fileURLToPath(new URL('../../examples/react/dist/index.html', import.meta.url));
const PAGE = '/react/dist/index.html';

test.skip(!existsSync(BUILT), 'examples/react is not built (npm run build:example)');

test('renders the widgets and follows a change of the appId prop: shows and downloads the new app', async ({ page, server, problems }) => {
  await server.clearRequests();
  await page.goto(PAGE);
  const button = page.locator('a[data-widget="download"]');
  const comments = page.locator('[data-widget="comments"]');
  // The runtime started (styles injected) and woke the lists on screen.
  await expect(comments).toHaveAttribute('data-ppw-state', 'mounted');
  await expect(page.locator('[data-widget="score"]')).toHaveAttribute('data-ppw-state', 'mounted');
  expect(await page.locator('style[data-ppw]').count()).toBeGreaterThan(0);
  await expect(button).toHaveAttribute('data-id', '1001');
  await expect(comments.locator('li').first()).toBeVisible();
  const before = await comments.innerText();

  await page.getByRole('button', { name: '梦幻仙侠传' }).click();
  await expect(button).toHaveAttribute('data-id', '1002');
  await expect(button).toHaveAttribute('data-name', '梦幻仙侠传');
  await expect(comments).toHaveAttribute('data-app-id', '1002');
  await expect(comments).toHaveAttribute('data-ppw-state', 'mounted');
  await expect.poll(async () => (await comments.innerText()) !== before && (await comments.locator('li').count()) > 0).toBe(true);
  const calls = await server.requests();
  expect(calls.some((r) => /comment/i.test(r.path) && JSON.stringify(r).includes('1002'))).toBe(true);

  const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1002'));
  await button.click();
  await download;
  expect(problems.errors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedResponses).toEqual([]);
});

test('the gallery links the React app, which npm start serves at /react/dist/', async ({ page }) => {
  await page.goto('/');
  await page.locator('a[href="/react/dist/"]').click();
  await expect(page).toHaveURL(/\/react\/dist\/$/);
  await expect(page.locator('[data-widget="comments"]')).toHaveAttribute('data-ppw-state', 'mounted');
});
