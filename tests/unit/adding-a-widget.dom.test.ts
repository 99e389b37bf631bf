/**
 * The steps of docs/ARCHITECTURE.md "Adding a widget", checked three ways: every widget the
 * registry lists has what the steps ask for (its folder's README, index, react.ts and budget, the
 * checker's name, a React component, a row of the docs index); the steps followed once for a tiny
 * widget (tests/fixtures/tiny-widget/), which the library's own application mounts beside its
 * widgets; and that widget added to a temporary copy of the repository as its folder plus one
 * registry row, after which `npm run generate` (without its build) makes everything else include
 * it, its own typed event and attribute too, and no other file needs a hand.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
    if (name !== 'header') {
      expect(components.some((c) => c.displayName === componentName), `a React component for ${name}`).toBe(true);
      expect(existsSync(join(root, 'widgets', folder, 'react.ts')), `widgets/${folder}/react.ts`).toBe(true);
    }
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

  /** The page `html` (its widget's id `t`), the application started over it, once it has mounted that widget. */
  async function mountTiny(html: string) {
    document.body.innerHTML = html;
    const logger = start();
    const el = document.getElementById('t')!;
    await vi.waitFor(() => expect(el.getAttribute('data-ppw-state')).toBe('mounted'), { timeout: 10_000 });
    return { el, logger };
  }

  it('mounts where its markup is, renders text, and unmounts back to the server markup', async () => {
    const { el } = await mountTiny('<div id="t" data-widget="tiny-hello" data-name="&lt;b&gt;小明&lt;/b&gt;">hi</div>');
    expect(el.textContent).toBe('你好，<b>小明</b>');
    expect(el.querySelector('b')).toBeNull();
    app!.unmount(document.body);
    expect(el.textContent).toBe('hi');
  });

  it('takes its own attribute and emits its own event (attributes.ts, events.ts)', async () => {
    const { el } = await mountTiny('<div id="t" data-widget="tiny-hello" data-name="Ming" data-greeting="Hi, {name}!">hi</div>');
    expect(el.textContent).toBe('Hi, Ming!');
    const greeted: unknown[] = [];
    el.addEventListener('pp:greet', (e) => greeted.push((e as CustomEvent).detail));
    el.click();
    expect(greeted).toEqual([{ name: 'Ming' }]);
  });

  it('keeps its markup and warns once when its attribute is missing', async () => {
    const { el, logger } = await mountTiny('<div id="t" data-widget="tiny-hello">hi</div>');
    expect(logger.warnings.filter((w) => /tiny-hello: data-name is missing/.test(String(w[0])))).toHaveLength(1);
    expect(el.textContent).toBe('hi');
  });
});

describe('adding a widget: its folder and one registry row, nothing else by hand', () => {
  /** What is copied: every file the registration touches or is derived into, and what it reads. */
  const COPIED = ['app', 'src', 'widgets', 'features', 'scripts', 'bin', 'docs/widgets', 'tests/checker', 'README.md', '.size-limit.cjs', 'package.json', 'tsconfig.json'];
  const ROW = "  { name: 'tiny-hello', wake: 'load', needs: [], load: () => import('../widgets/tiny-hello/index') },\n";

  /** Every file under `dir` (node_modules left out): path from `dir` → content. */
  function files(dir: string, out = new Map<string, string>(), base = dir): Map<string, string> {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'node_modules') continue;
      if (statSync(path).isDirectory()) files(path, out, base);
      else out.set(relative(base, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
    return out;
  }

  let copy = '';
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = '';
    // .tmp/ itself when no other run is using it.
    try {
      rmdirSync(join(root, '.tmp'));
    } catch {
      // Not empty: another run's copy.
    }
  });

  it('makes the script-tag registry, the React entry, the checker, the counts, the budgets, the docs, the event types and the schema include it', async () => {
    // Inside the repository (.tmp/, ignored by git): the test runner imports from the copy only there.
    mkdirSync(join(root, '.tmp'), { recursive: true });
    copy = mkdtempSync(join(root, '.tmp', 'adding-a-widget-'));
    for (const entry of COPIED) cpSync(join(root, entry), join(copy, entry), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const before = files(copy);

    // By hand: the folder (the fixture, its imports one level shallower there) and one row.
    const folder = join(copy, 'widgets', 'tiny-hello');
    cpSync(join(root, 'tests', 'fixtures', 'tiny-widget'), folder, { recursive: true });
    for (const file of readdirSync(folder)) {
      writeFileSync(join(folder, file), readFileSync(join(folder, file), 'utf8').split("'../../../src/").join("'../../src/"));
    }
    const registry = join(copy, 'app', 'widgets.ts');
    const source = readFileSync(registry, 'utf8');
    const end = source.indexOf('\n];\n', source.indexOf('export const widgets')) + 1;
    writeFileSync(registry, source.slice(0, end) + ROW + source.slice(end));

    // The one command (its build and chunk manifest left out: no build in a unit test).
    const generated = spawnSync(process.execPath, ['scripts/generate.mjs', '--no-build'], { cwd: copy, encoding: 'utf8' });
    expect(generated.status, generated.stderr).toBe(0);

    // Nothing else by hand: outside the folder, the row and what the command wrote.
    const after = files(copy);
    const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f) && !f.startsWith('widgets/tiny-hello/'));
    expect(changed.sort()).toEqual([
      'README.md',
      'app/events.generated.ts',
      'app/react/components.generated.ts',
      'app/widgets.ts',
      'bin/lib/attributes.generated.js',
      'bin/lib/widgets.generated.js',
      'docs/widgets/README.md',
      'src/attribute-names/folder-attributes.generated.ts',
    ]);
    expect([...before.keys()].filter((f) => !after.has(f))).toEqual([]);

    // The script-tag build's registry (app/iife.ts starts the default application over it).
    const app = (await import(/* @vite-ignore */ registry)) as typeof import('../../app/widgets');
    const row = app.widgets.find((w) => w.name === 'tiny-hello')!;
    expect(row.wake).toBe('load');
    expect(typeof ((await row.load!()) as { mount?: unknown }).mount).toBe('function');

    // The React entry: the component, named after the widget, rendering the script-tag markup.
    const entry = (await import(/* @vite-ignore */ join(copy, 'app', 'react', 'index.ts'))) as Record<string, unknown>;
    const TinyHello = entry.TinyHello as ((p: { name: string }) => unknown) & { displayName?: string };
    expect(TinyHello.displayName).toBe('TinyHello');
    expect(renderToStaticMarkup(createElement(TinyHello as never, { name: 'Ming' } as never))).toBe('<div data-widget="tiny-hello" data-name="Ming"></div>');
    // Its own attribute, from its prop (its folder's react.ts and attributes.ts).
    expect(renderToStaticMarkup(createElement(TinyHello as never, { name: 'Ming', greeting: 'Hi, {name}' } as never))).toBe('<div data-widget="tiny-hello" data-name="Ming" data-greeting="Hi, {name}"></div>');
    // The count app/react/attributes.test.ts derives: a component per widget but the header.
    const components = Object.values(entry).filter((c) => typeof c === 'function' && (c as { displayName?: string }).displayName);
    expect(components).toHaveLength(app.widgets.length - 1);

    // The checker: its known names, its findings, and the expectations of its tests.
    const contract = (await import(/* @vite-ignore */ join(copy, 'bin', 'lib', 'contract.js'))) as { WIDGET_NAMES: string[]; OTHER_ATTRIBUTES: string[] };
    expect(contract.WIDGET_NAMES).toEqual(app.widgets.map((w) => w.name));
    expect(contract.OTHER_ATTRIBUTES).toContain('data-greeting');
    const { checkMarkup } = (await import(/* @vite-ignore */ join(copy, 'bin', 'lib', 'check-markup.js'))) as typeof import('../../bin/lib/check-markup.js');
    expect(checkMarkup('<div data-widget="tiny-hello" data-name="Ming" data-greeting="Hi, {name}">Hello</div>', { file: 'a.html' }).filter((f) => f.rule === 'unknown-widget' || f.rule === 'unknown-attribute')).toEqual([]);
    const typo = checkMarkup('<div data-widget="tiny-hello" data-name="Ming" data-greting="Hi">Hello</div>', { file: 'a.html' });
    expect(typo.map((f) => f.message).join('\n')).toContain('data-greeting');
    const { expectedFindings } = (await import(/* @vite-ignore */ join(copy, 'tests', 'checker', 'expected.ts'))) as typeof import('../checker/expected');
    const bad = readFileSync(join(copy, 'tests', 'checker', 'fixtures', 'bad', 'unknown-widget.html'), 'utf8');
    const brief = (f: { line: number; severity: string; rule: string; message: string }) => [f.line, f.severity, f.rule, f.message];
    expect(checkMarkup(bad, { file: 'unknown-widget.html' }).map(brief)).toEqual(expectedFindings['unknown-widget.html']);
    expect(expectedFindings['unknown-widget.html'].some(([, , , m]) => m.endsWith(', game-news, tiny-hello'))).toBe(true);

    // The budgets: the chunk's row from its folder, and the whole-library rows grown by it.
    const req = createRequire(import.meta.url);
    type Row = { name: string; limit: string };
    const rows = (dir: string) => new Map((req(join(dir, '.size-limit.cjs')) as Row[]).map((r) => [r.name, r.limit]));
    const [was, now] = [rows(root), rows(copy)];
    expect(now.get('chunk: tiny-hello')).toBe('500 B');
    const kb = (limit: string) => Math.round(parseFloat(limit) * 1000);
    for (const name of ['every shipped script together (chunked build)', 'pp-widgets.all.js (self-contained)', 'ESM: pp-widgets/react, with every widget (lazy chunks)']) {
      expect(kb(now.get(name)!) - kb(was.get(name)!), name).toBe(500);
    }

    // The package's `schema` (the export of app/index.ts) has its attribute.
    const attrs = (await import(/* @vite-ignore */ join(copy, 'src', 'attribute-names', 'widget-attributes.ts'))) as { schema: Record<string, unknown> };
    expect(attrs.schema.greeting).toBe('data-greeting');

    // The package's types: its event in `PPEventMap` (app/event-types.ts, which app/index.ts and
    // app/react/index.ts export), its component's props with the event's handler and the
    // attribute, `schema` with the name; a snippet using them type-checks in the copy, and an
    // event no folder declares does not.
    writeFileSync(
      join(copy, 'uses-tiny-hello.ts'),
      [
        "import type { PPEventDetailMap, PPEventMap, PPEventName, TinyGreetDetail } from './app/event-types';",
        "import type { TinyHelloProps } from './app/react/components.generated';",
        "import { schema } from './src/attribute-names/widget-attributes';",
        "const name: PPEventName = 'pp:greet';",
        "const greet = (e: PPEventMap['pp:greet']): string => e.detail.name;",
        "const detail: PPEventDetailMap['pp:greet'] = { name: 'Ming' } satisfies TinyGreetDetail;",
        "const props: TinyHelloProps = { name: 'Ming', greeting: 'Hi, {name}', onGreet: (e) => console.log(e.detail.name) };",
        "const attribute: 'data-greeting' = schema.greeting;",
        '// @ts-expect-error: an event no folder declares',
        "const unknown: PPEventName = 'pp:nope';",
        'export const used = [name, greet, detail, props, attribute, unknown];',
        '',
      ].join('\n'),
    );
    writeFileSync(join(copy, 'tsconfig.uses.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: true }, include: [], files: ['uses-tiny-hello.ts'] }));
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.uses.json'], { cwd: copy, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    // The generated docs: the widgets' index row and the README's size table.
    expect(after.get('docs/widgets/README.md')).toContain('| Greeting (test fixture) | `tiny-hello` | `load` | [widgets/tiny-hello/README.md](../../widgets/tiny-hello/README.md) |');
    expect(after.get('README.md')).toContain('| chunk: tiny-hello | `dist/chunks/tiny-hello-????.js` | 500 B |');
  }, 240_000);
});
