// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(__dirname, '..', '..');

interface BrowserTable {
  withTable(readme: string, results?: unknown): string;
  table(results?: unknown): string;
}

const load = async () => (await import(pathToFileURL(join(root, 'scripts', 'browser-table.mjs')).href)) as BrowserTable;

describe('README browser table', () => {
  it('matches tests/engines/results.json (run `node scripts/browser-table.mjs --write` after an engine run changed it)', async () => {
    const { withTable } = await load();
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toBe(withTable(readme));
  });

  it('shows a known failure as fix pending and a failing flow as failing', async () => {
    const { table } = await load();
    const text = table({
      flows: [{ id: 'a', title: 'flow a' }, { id: 'b', title: 'flow b' }],
      engines: [{ id: 'webkit', name: 'WebKitGTK (MiniBrowser)', version: '2.50.6', flows: { a: 'known failure', b: 'fail' }, knownFailures: { a: 'issue 16' } }],
      playwright: [],
    });
    expect(text).toContain('| WebKitGTK (MiniBrowser) | 2.50.6 | the 2 main flows (tests/engines) | 0/2 pass, 1 known failure (fix pending: a), **1 failing** |');
    expect(text).toContain('| flow a | known failure, fix pending |');
    expect(text).toContain('| flow b | **fail** |');
    expect(text).toContain('not recorded yet (Playwright project `floor`)');
  });

  it('shows the V8 5.8 check of tests/old-engines as a row', async () => {
    const { table } = await load();
    const v8 = { id: 'v8', name: 'V8 (Node 8.0.0), Chrome 58’s engine', version: '5.8.283.41' };
    const row = (result: unknown) => table({ flows: [], engines: [], playwright: [], v8: { ...v8, ...(result as object) } }).split('\n').find((l) => l.startsWith('| V8'));
    expect(row({ result: 'pass', errors: 0 })).toMatch(/^\| V8 \(Node 8\.0\.0\), Chrome 58’s engine \| 5\.8\.283\.41 \| every shipped script .* \| pass \|$/);
    expect(row({ result: 'fail', errors: 3 })).toMatch(/\| \*\*3 failing\*\* \|$/);
  });

  it('shows the WebView host of tests/webview-host as a row', async () => {
    const { table } = await load();
    const webview = { name: 'WebKitGTK WebView host (PyGObject)', version: '2.50.6' };
    const row = (result: unknown) => table({ flows: [], engines: [], playwright: [], webview: { ...webview, ...(result as object) } }).split('\n').find((l) => l.startsWith('| WebKitGTK WebView host'));
    expect(row({ passed: 37, total: 37 })).toMatch(/^\| WebKitGTK WebView host \(PyGObject\) \| 2\.50\.6 \| the bridge scenarios .* \| 37\/37 pass \|$/);
    expect(row({ passed: 35, total: 37 })).toMatch(/\| 35\/37 pass, \*\*2 failing\*\* \|$/);
  });
});
