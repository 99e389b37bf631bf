/**
 * The steps of docs/ARCHITECTURE.md "Adding a widget", checked two ways: every widget the
 * registry lists has what the steps ask for (its folder's README, index and budget, the checker's
 * name, a React component, a row of the docs index), and the steps
 * followed once for a tiny widget (tests/fixtures/tiny-widget/), which the library's own
 * application mounts beside its widgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '../../app/widgets';
import { WIDGET_NAMES } from '../../bin/lib/contract.js';
import * as react from '../../app/react/index';
import { createApplication, type Application } from '../../src/runtime/application';
import type { Services, WidgetDefinition } from '../../src/types';
import { createRecordingLogger, createTestContext, testEnvironment } from '../helpers/context';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Each registered name and the widget folder its code comes from (app/widgets.ts). */
function foldersOfTheRegistry(): Map<string, string> {
  const source = read('app/widgets.ts');
  const folders = new Map<string, string>();
  const imported = new Map<string, string>();
  // `import * as header from '../widgets/header/index'`: a widget in the script tag's core.
  for (const m of source.matchAll(/import \* as (\w+) from '\.\.\/widgets\/([\w-]+)\/index'/g)) imported.set(m[1], m[2]);
  // The widgets' table only (page features follow it).
  const table = source.slice(source.indexOf('export const widgets'), source.indexOf('export const features'));
  for (const m of table.matchAll(/\{ name: '([\w-]+)'[^\n]*?(?:import\('\.\.\/widgets\/([\w-]+)\/index'\)|module: (\w+))/g)) {
    folders.set(m[1], m[2] || imported.get(m[3]) || '');
  }
  return folders;
}

describe('adding a widget: what every registered widget has', () => {
  const folders = foldersOfTheRegistry();

  it('reads a folder for every widget of the registry', () => {
    expect([...folders.keys()].sort()).toEqual(widgets.map((w) => w.name).sort());
    for (const [name, folder] of folders) expect(folder, name).not.toBe('');
  });

  it.each(widgets.map((w) => w.name))('%s: its folder, README, checker name, React component, docs row and size budget', (name) => {
    const folder = folders.get(name)!;
    expect(existsSync(join(root, 'widgets', folder, 'README.md')), `widgets/${folder}/README.md`).toBe(true);
    expect(['index.ts', 'index.tsx'].some((f) => existsSync(join(root, 'widgets', folder, f))), `widgets/${folder}/index`).toBe(true);
    expect(WIDGET_NAMES).toContain(name);
    const components = Object.values(react).filter((c) => typeof c === 'function') as Array<{ displayName?: string }>;
    const componentName = name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
    // The header is the page's own markup: it has no component (docs/react.md).
    if (name !== 'header') expect(components.some((c) => c.displayName === componentName), `a React component for ${name}`).toBe(true);
    expect(read('docs/widgets/README.md')).toContain(`\`${name}\``);
    // Its chunk's budget is in its folder (.size-limit.cjs reads it).
    expect(existsSync(join(root, 'widgets', folder, 'budget.cjs')), `widgets/${folder}/budget.cjs`).toBe(true);
  });
});

describe('adding a widget: the steps followed once', () => {
  let app: Application | undefined;
  afterEach(() => {
    app?.stop();
    app = undefined;
    document.body.innerHTML = '';
  });

  /** The library's application with the tiny widget added to its registry: step 1 of the list. */
  function start(logger = createRecordingLogger()) {
    const tiny: WidgetDefinition = { name: 'tiny-hello', wake: 'load', needs: [], load: () => import('../fixtures/tiny-widget/index') };
    const services = createTestContext().services as Services;
    app = createApplication({
      version: '0.0.0-test',
      widgets: [...widgets, tiny],
      createServices: () => ({ ...services, logger }),
      detectEnvironment: () => testEnvironment(),
      logger,
    });
    app.start({});
    return logger;
  }

  it('mounts where its markup is, renders text, and unmounts back to the server markup', async () => {
    document.body.innerHTML = '<div id="t" data-widget="tiny-hello" data-name="&lt;b&gt;小明&lt;/b&gt;">hi</div>';
    start();
    const el = document.getElementById('t')!;
    await vi.waitFor(() => expect(el.getAttribute('data-ppw-state')).toBe('mounted'), { timeout: 10_000 });
    expect(el.textContent).toBe('你好，<b>小明</b>');
    expect(el.querySelector('b')).toBeNull();
    app!.unmount(document.body);
    expect(el.textContent).toBe('hi');
  });

  it('keeps its markup and warns once when its attribute is missing', async () => {
    document.body.innerHTML = '<div id="t" data-widget="tiny-hello">hi</div>';
    const logger = start();
    const el = document.getElementById('t')!;
    await vi.waitFor(() => expect(el.getAttribute('data-ppw-state')).toBe('mounted'), { timeout: 10_000 });
    expect(logger.warnings.filter((w) => /tiny-hello: data-name is missing/.test(String(w[0])))).toHaveLength(1);
    expect(el.textContent).toBe('hi');
  });
});
