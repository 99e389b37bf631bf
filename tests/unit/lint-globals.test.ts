// @vitest-environment node
/**
 * `npm run lint:globals` (eslint.globals.config.js) fails on a new read of a per-window global
 * in app/, src/, widgets/ or features/, at the line and column of the TypeScript source, and
 * lets the context's window, a local of the same name, a type, a timer, a test and the entries
 * that create the context pass.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.globals.config.js'), allowInlineConfig: false });

/** The rule's findings for `code` as the file `path`: `name@line:column`. */
async function reads(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path), warnIgnored: false });
  if (!result) return [];
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal).toEqual([]);
  return result.messages.map((m) => `${/'(\w+)'/.exec(m.message)![1]}@${m.line}:${m.column}`);
}

describe('eslint.globals.config.js', () => {
  it('fails on the globals of a window, where they are in the TypeScript source', async () => {
    const code = [
      "import type { WidgetContext } from '../types';",
      'interface Box { top: number }',
      'export function f(el: Element, box: Box = { top: 0 }): number {',
      '  const h: number = window.innerHeight;',
      '  return box.top < innerHeight ? h : (document.body as HTMLElement).offsetTop;',
      '}',
      'export const g = () => location.href + navigator.userAgent;',
      "export const e = (t: EventTarget) => t.dispatchEvent(new CustomEvent('pp:x'));",
      'export const s = () => localStorage.getItem(\'k\');',
    ].join('\n');
    expect(await reads(code, 'src/probe/probe.ts')).toEqual([
      'window@4:21',
      'innerHeight@5:20',
      'document@5:39',
      'location@7:24',
      'navigator@7:40',
      'CustomEvent@8:58',
      'localStorage@9:24',
    ]);
  });

  it('reads .tsx with JSX in widgets/ and features/', async () => {
    const code = [
      'export function Part(props: { n: number }) {',
      '  const onClick = () => requestAnimationFrame(() => undefined);',
      '  return <button onClick={onClick}>{props.n + matchMedia("(x)").media}</button>;',
      '}',
    ].join('\n');
    expect(await reads(code, 'widgets/probe/part.tsx')).toEqual(['requestAnimationFrame@2:25', 'matchMedia@3:47']);
    expect(await reads('export const d = () => getComputedStyle(document.body);', 'features/probe/index.ts')).toEqual(['getComputedStyle@1:24', 'document@1:41']);
  });

  it('passes the context, its window and document, locals, types, timers and language globals', async () => {
    const code = [
      "import type { WidgetContext } from '../../src/types';",
      'export function mount(el: HTMLElement, context: WidgetContext): () => void {',
      '  const { win, doc } = context;',
      '  const location = win.location;',
      '  const view = el.ownerDocument.defaultView as typeof window;',
      '  const id = setTimeout(() => doc.body.appendChild(doc.createElement("i")), 0);',
      "  el.dispatchEvent(new view.CustomEvent('pp:x'));",
      '  let w: Window | null = null;',
      '  void Promise.resolve(JSON.stringify({ at: Date.now(), href: location.href, w }));',
      '  return () => clearTimeout(id);',
      '}',
    ].join('\n');
    expect(await reads(code, 'widgets/probe/index.ts')).toEqual([]);
  });

  it('leaves tests and the entries that create the context alone', async () => {
    expect(await reads('document.body.innerHTML = "";', 'widgets/probe/probe.dom.test.tsx')).toEqual([]);
    expect(await reads('document.body.innerHTML = "";', 'src/probe/probe.test.ts')).toEqual([]);
    expect(await reads('export const w = window;', 'app/iife.ts')).toEqual([]);
    expect(await reads('export const w = window;', 'app/not-an-entry.ts')).toEqual(['window@1:18']);
  });

  it('cannot be turned off by a comment in the source', async () => {
    const code = '// eslint-disable-next-line no-restricted-globals\nexport const w = window;';
    expect(await reads(code, 'src/probe/probe.ts')).toEqual(['window@2:18']);
  });
});
