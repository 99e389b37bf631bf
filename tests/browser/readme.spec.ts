/**
 * The README's first page works as the README says: copied into examples/
 * and opened under `npm start`. Served here from the README itself, so the two cannot drift.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect, gotoReady } from './fixtures';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
const section = readme.slice(readme.indexOf('## Your first page'));
const html = /```html\n([\s\S]*?)```/.exec(section)![1];

test("the README's first page: header menu, search, download button and comments work", async ({ page, server, problems }) => {
  await page.route('**/first.html', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await server.clearRequests();
  await gotoReady(page, '/first.html');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#nav')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const comments = page.locator('[data-widget="comments"]');
  await expect(comments).toHaveAttribute('data-ppw-state', 'mounted');
  await expect(comments.locator('li').first()).toBeVisible();
  await page.getByLabel('Search apps and games').fill('星');
  await expect(page.getByRole('listbox')).toBeVisible();
  const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
  await page.getByRole('link', { name: 'Download' }).click();
  await download;
  expect(problems.errors).toEqual([]);
});
