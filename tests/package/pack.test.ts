// @vitest-environment node
/**
 * "A package people can install": packs the library as `npm publish` would, checks
 * the tarball's contents, installs it into throwaway projects with React 19 and React 18,
 * imports it as ESM, type-checks an import with tsc, resolves `pp-widgets/iife`, runs the CLI
 * from the install (bundled: no parse5 or tinyglobby installed), checks that its docs link only
 * to files it ships, and runs publint and arethetypeswrong on the tarball.
 *
 * Needs a build (`npm run build`) and the npm registry (react@18 is fetched unless cached).
 * Run: npx vitest run --config tests/package/vitest.config.ts
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { parse } from 'acorn';
import { BUILT, packSnapshot, root, run } from './pack-snapshot';

/** The part of jsdom used here (the project has jsdom but not @types/jsdom). */
interface Jsdom {
  JSDOM: new (html: string, options: object) => { window: Window & { eval(code: string): unknown; close(): void } };
  VirtualConsole: new () => { on(event: 'jsdomError', listener: (error: unknown) => void): void };
}
const JSDOM_MODULE = 'jsdom';

const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const missing = BUILT.filter((f) => !existsSync(join(root, f)));
if (missing.length) {
  console.warn('[tests/package] skipped: dist/ is not built (missing ' + missing.join(', ') + '); run `npm run build` first');
}

describe.skipIf(missing.length > 0)('npm package', () => {
  const work = mkdtempSync(join(tmpdir(), 'ppw-pack-'));
  const stage = join(work, 'stage');
  let tarball = '';
  let files: { path: string; mode: number }[] = [];
  let version = '';

  beforeAll(() => {
    // Pack a snapshot: other engineers may rebuild dist/ while this test runs.
    ({ tarball, files, version } = packSnapshot(stage, join(work, 'out')));
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('holds exactly dist/ (with the bundled CLI), the docs, README, LICENSE, CHANGELOG and package.json', () => {
    const paths = files.map((f) => f.path);
    expect([...new Set(paths.map((p) => p.split('/')[0]))].sort()).toEqual(
      ['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'docs', 'features', 'package.json', 'src', 'widgets'],
    );
    for (const f of BUILT.concat(['dist/pp-widgets.js.map', 'dist/types/src/event-types.d.ts', 'dist/cli/pp-widgets.js', 'docs/react.md', 'docs/checker.md', 'widgets/download/README.md'])) {
      expect(paths, f).toContain(f);
    }
    // Docs are Markdown only (screenshots and the gallery are linked absolutely).
    expect(paths.filter((p) => /^(docs|widgets|features|src)\//.test(p) && !/\.md$/.test(p))).toEqual([]);
    // No sources, tests or test helpers: declarations and built files only.
    expect(paths.filter((p) => /\.(tsx?|mts)$/.test(p) && !/\.d\.ts$/.test(p))).toEqual([]);
    expect(paths.filter((p) => /(^|\/)(tests?|testing|__tests__)\/|\.(test|spec|fixture)\.|\.test-d\./.test(p))).toEqual([]);
    // The build's .br / .gz copies are for serving dist/, not for the package (README, CDN note).
    expect(paths.filter((p) => /\.(br|gz)$/.test(p))).toEqual([]);
    expect(files.filter((f) => f.path === 'dist/cli/pp-widgets.js')[0].mode & 0o111).not.toBe(0);
  });

  it('links from its Markdown only to files it ships, or absolutely', () => {
    const paths = new Set(files.map((f) => f.path));
    const broken: string[] = [];
    for (const file of [...paths].filter((p) => p.endsWith('.md'))) {
      const text = readFileSync(join(stage, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1].split('#')[0];
        if (!target || /^[a-z][a-z+.-]*:/i.test(target)) continue;
        const resolved = join(file, '..', target).split(sep).join('/').replace(/\/$/, '');
        const shipped = paths.has(resolved) || [...paths].some((p) => p.startsWith(resolved + '/'));
        if (!shipped) broken.push(file + ' -> ' + m[1]);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names its repository, homepage, issue tracker and Node.js range, and has no runtime dependencies', () => {
    const pkg = JSON.parse(readFileSync(join(stage, 'package.json'), 'utf8'));
    expect(pkg.repository.url).toMatch(/^git\+https:\/\//);
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.bugs.url).toMatch(/^https:\/\//);
    expect(pkg.engines.node).toMatch(/^>=\d+/);
    // The checker's parse5 and tinyglobby are built into dist/cli: an app never installs them.
    expect(pkg.dependencies || {}).toEqual({});
    expect(pkg.bin).toEqual({ 'pp-widgets': './dist/cli/pp-widgets.js' });
  });

  it('passes publint', () => {
    const r = run(bin('publint'), ['run', tarball, '--strict'], work);
    expect(r.code, r.log).toBe(0);
    expect(r.out).toContain('All good');
  }, 120_000);

  it('passes arethetypeswrong (ESM-only; the CSS entry points have no types by nature)', () => {
    const r = run(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'css', 'pp-widgets.css', '--format', 'ascii'], work);
    expect(r.code, r.log).toBe(0);
  }, 120_000);

  describe.each(['19', '18'])('installed with React %s', (react) => {
    const app = join(work, 'react-' + react);

    beforeAll(() => {
      mkdirSync(app);
      writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'throwaway-' + react, private: true, type: 'module' }));
      // @types/react: what a TypeScript React app has (pp-widgets/react's declarations import React's types).
      const r = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, 'react@' + react, 'react-dom@' + react, '@types/react@' + react], app);
      expect(r.code, r.log).toBe(0);
    }, 240_000);

    it('imports as ESM and loads every widget and page feature through the installed React', () => {
      writeFileSync(join(app, 'probe.mjs'), [
        "import * as lib from 'pp-widgets';",
        "import { createRequire } from 'node:module';",
        'const require = createRequire(import.meta.url);',
        'const modules = await Promise.all(lib.widgets.concat(lib.features).map((d) => d.load()));',
        'console.log(JSON.stringify({',
        "  react: require('react/package.json').version,",
        "  reactDom: require('react-dom/package.json').version,",
        '  version: lib.version,',
        '  exports: Object.keys(lib).sort(),',
        "  loaded: modules.map((m) => typeof (m.mount || m.start)),",
        '  locale: lib.defaultConfig().locale,',
        '}));',
      ].join('\n'));
      const r = run(process.execPath, ['probe.mjs'], app);
      expect(r.code, r.log).toBe(0);
      const probe = JSON.parse(r.out.trim().split('\n').pop() as string);
      expect(probe.react.split('.')[0]).toBe(react);
      expect(probe.reactDom.split('.')[0]).toBe(react);
      expect(probe.version).toBe(version);
      expect(probe.exports).toEqual(['createApplication', 'createI18n', 'createLogger', 'createServices', 'defaultConfig', 'detectEnvironment', 'features', 'getApplication', 'mergeConfig', 'schema', 'start', 'version', 'widgets']);
      expect(probe.loaded.length).toBeGreaterThan(10);
      expect(probe.loaded.filter((t: string) => t !== 'function')).toEqual([]);
      expect(probe.locale).toBe('zh-CN');
    }, 60_000);

    it('renders pp-widgets/react on a server with the installed React: the script-tag markup', () => {
      writeFileSync(join(app, 'react-probe.mjs'), [
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { DownloadButton, WidgetsProvider } from 'pp-widgets/react';",
        "console.log(renderToString(createElement(WidgetsProvider, null, createElement(DownloadButton, { app: { id: 7, name: 'A' }, href: '/download/apk?appId=7' }, 'Get'))));",
      ].join('\n'));
      const r = run(process.execPath, ['react-probe.mjs'], app);
      expect(r.code, r.log).toBe(0);
      expect(r.out.trim().split('\n').pop()).toBe('<a data-widget="download" href="/download/apk?appId=7" data-id="7" data-name="A">Get</a>');
    }, 60_000);

    it.each(['nodenext', 'bundler'])('type-checks an import with tsc (%s resolution)', (resolution) => {
      writeFileSync(join(app, 'use.ts'), [
        "import { createApplication, defaultConfig, schema, type Config, type PPDownloadDetail, type PPEventMap } from 'pp-widgets';",
        "import 'pp-widgets/iife';",
        "import { DownloadButton, type DownloadButtonProps } from 'pp-widgets/react';",
        "const props: DownloadButtonProps = { app: { id: 1, name: 'A' }, href: '/d', onDownload: (e) => console.log(e.detail.appId) };",
        'void DownloadButton; void props;',
        'declare global {',
        '  interface HTMLElementEventMap extends PPEventMap {}',
        '}',
        "const config: Config = { locale: 'en', realname: { enabled: true, idCheck: 'format' } };",
        "const button = document.createElement('a');",
        "button.addEventListener('pp:download', (event) => {",
        '  const detail: PPDownloadDetail = event.detail;',
        "  if (detail.action === 'download') console.log(detail.url.length);",
        '});',
        'export const used = [createApplication, defaultConfig().locale, schema.widget, config];',
      ].join('\n'));
      writeFileSync(join(app, 'tsconfig.' + resolution + '.json'), JSON.stringify({
        compilerOptions: {
          strict: true, noEmit: true, target: 'es2017', lib: ['es2020', 'dom'], types: [], skipLibCheck: false,
          module: resolution === 'nodenext' ? 'nodenext' : 'esnext', moduleResolution: resolution,
        },
        files: ['use.ts'],
      }));
      const r = run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.' + resolution + '.json'], app);
      expect(r.log).toBe('');
      expect(r.code).toBe(0);
    }, 120_000);

    it('resolves pp-widgets/iife to the self-contained script-tag build (a bundler cannot serve the chunks next to it), which parses as ES2017 and loads in a page', async () => {
      const { JSDOM, VirtualConsole } = (await import(JSDOM_MODULE)) as Jsdom;
      const r = run(process.execPath, ['--input-type=module', '-e', "console.log(import.meta.resolve('pp-widgets/iife'))"], app);
      expect(r.code, r.log).toBe(0);
      const file = new URL(r.out.trim().split('\n').pop() as string);
      expect(file.pathname).toBe(join(app, 'node_modules', 'pp-widgets', 'dist', 'pp-widgets.all.js'));
      const code = readFileSync(file, 'utf8');
      expect(() => parse(code, { ecmaVersion: 2017, sourceType: 'script' })).not.toThrow();
      // And it runs in a page: the global appears with the package's version, nothing thrown.
      const errors: unknown[] = [];
      const virtualConsole = new VirtualConsole();
      virtualConsole.on('jsdomError', (e) => errors.push(e));
      const dom = new JSDOM('<!doctype html><body><div data-widget="back-to-top" data-hydrate="idle"></div></body>', {
        runScripts: 'outside-only', url: 'http://localhost/', virtualConsole,
      });
      dom.window.eval(code);
      // The script-tag build defines its main module through its own loader, a microtask later.
      const host = dom.window as unknown as { PPWidgets?: { version: string; start: unknown } };
      await vi.waitFor(() => expect(host.PPWidgets && host.PPWidgets.version).toBe(version), { timeout: 15_000, interval: 20 });
      expect(typeof (host.PPWidgets && host.PPWidgets.start)).toBe('function');
      // Started on its own: the back-to-top woke (idle, as its markup asks) with its code in the
      // same file (no chunk requested, so nothing waits on a file next to the bundle).
      const island = dom.window.document.querySelector('[data-widget]') as Element;
      await vi.waitFor(() => expect(island.getAttribute('data-ppw-state')).toBe('mounted'), { timeout: 15_000, interval: 20 });
      expect(dom.window.document.querySelector('script[src*="chunks/"]')).toBeNull();
      expect(errors).toEqual([]);
      dom.window.close();
    });

    it('installs no dependency of the checker into the app', () => {
      expect(existsSync(join(app, 'node_modules', 'parse5'))).toBe(false);
      expect(existsSync(join(app, 'node_modules', 'tinyglobby'))).toBe(false);
    });

    it('runs the markup checker from the installed bin', () => {
      writeFileSync(join(app, 'page.html'), '<div data-widget="lucky"></div>\n<div data-widget="lucky" data-activity-id="42"></div>\n');
      const r = run(join(app, 'node_modules', '.bin', 'pp-widgets'), ['check', 'page.html', '--json'], app);
      expect(r.code).toBe(1);
      const report = JSON.parse(r.out.slice(r.out.indexOf('{')));
      expect(report.files[0].findings.map((f: { line: number; rule: string }) => f.line + ' ' + f.rule)).toEqual(['1 missing-attribute']);
    });
  });
});
