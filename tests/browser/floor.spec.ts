/**
 * The browser floor itself (runs in the `floor` project only): the APIs of
 * tests/browser/floor.ts are gone before the page's first script, so the main flows that run
 * again in that project really run against Chrome 58 / iOS Safari 11.0's surface.
 */
import { test, expect } from './fixtures';
import { FLOOR_REMOVED_APIS } from './floor';

test.describe('the browser floor', () => {
  test('removes every listed API before the first page script', async ({ page }) => {
    await page.route('**/floor-probe.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><script>
          window.__seen = ${JSON.stringify(FLOOR_REMOVED_APIS)}.filter(function (path) {
            var parts = path.split('.'), v = window;
            for (var i = 0; i < parts.length && v != null; i++) {
              try { v = v[parts[i]]; } catch (e) { v = null; }
            }
            return v !== undefined && v !== null;
          });
        </script>`,
      }),
    );
    await page.goto('/floor-probe.html');
    expect(await page.evaluate(() => (window as unknown as { __ppwFloor: string[] }).__ppwFloor)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
    expect(await page.evaluate(() => typeof Symbol.iterator === 'symbol' && typeof Symbol('x') === 'symbol')).toBe(true);
  });
});
