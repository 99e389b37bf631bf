/**
 * The React behaviours our widgets rely on, checked against React itself (the ESM build) and
 * against react-api.js (the script tag's React on Preact): both must give the same DOM and call
 * the same handlers. No JSX here: the test's JSX would always compile to React.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement as reactElement } from 'react';
import { createRoot as reactRoot } from 'react-dom/client';
import { jsx as reactJsx } from 'react/jsx-runtime';
// @ts-expect-error -- plain JavaScript without types (see the file)
import * as preactApi from './react-api.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Element = ReturnType<typeof reactElement>;
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => Element;
interface Api {
  h: H;
  /** The automatic JSX runtime's `jsx(type, props, key)`. */
  jsx: (type: string, props: Record<string, unknown>, key?: string) => Element;
  root: (container: HTMLElement) => { render: (node: Element) => void; unmount: () => void };
  /** Runs `fn` and lets the renderer commit what it caused. */
  run: (fn: () => void) => void;
}

const apis: Array<[string, Api]> = [
  ['React', { h: reactElement as unknown as H, jsx: reactJsx as Api['jsx'], root: reactRoot, run: (fn) => act(fn) }],
  ['react-api.js (Preact)', { h: preactApi.createElement as H, jsx: preactApi.jsx, root: preactApi.createRoot, run: (fn) => fn() }],
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each(apis)('%s', (_name, api) => {
  const { h } = api;

  function mount(node: Element, html = '') {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const root = api.root(container);
    api.run(() => root.render(node));
    return { container, render: (next: Element) => api.run(() => root.render(next)), unmount: () => api.run(() => root.unmount()) };
  }

  function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
    // The prototype's setter: React watches the element's own `value` to tell a user's edit.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    api.run(() => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  it('renders className as the class attribute, and no class attribute when it is undefined', () => {
    const { container, render } = mount(h('div', { className: 'a b' }, h('span', { className: undefined }, 'x')));
    expect(container.innerHTML).toBe('<div class="a b"><span>x</span></div>');
    render(h('div', { className: undefined }, h('span', { className: 'c' }, 'x')));
    expect(container.innerHTML).toBe('<div><span class="c">x</span></div>');
  });

  it('calls onChange of a text input and a textarea on every keystroke (the input event)', () => {
    const onChange = vi.fn((e: { target: HTMLInputElement }) => e.target.value);
    const { container } = mount(h('form', null, h('input', { type: 'tel', onChange }), h('textarea', { onChange })));
    type(container.querySelector('input')!, '1');
    type(container.querySelector('input')!, '13');
    type(container.querySelector('textarea')!, 'x');
    expect(onChange.mock.results.map((r) => r.value)).toEqual(['1', '13', 'x']);
  });

  it('calls onChange of a checkbox once per click, and of a select on change', () => {
    const onCheck = vi.fn();
    const onPick = vi.fn((e: { target: HTMLSelectElement }) => e.target.value);
    const { container } = mount(
      h('form', null, h('input', { type: 'checkbox', onChange: onCheck }), h('select', { onChange: onPick }, h('option', { value: 'a' }, 'A'), h('option', { value: 'b' }, 'B'))),
    );
    api.run(() => container.querySelector('input')!.click());
    const select = container.querySelector('select')!;
    select.value = 'b';
    api.run(() => {
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onCheck).toHaveBeenCalledTimes(1);
    expect(onPick.mock.results.map((r) => r.value)).toEqual(['b']);
  });

  it('lets onFocus and onBlur of an element hear focus moving inside it', () => {
    const heard: string[] = [];
    const { container } = mount(
      h('section', { onFocus: () => heard.push('focus'), onBlur: () => heard.push('blur') }, h('button', { type: 'button' }, 'x')),
    );
    const button = container.querySelector('button')!;
    api.run(() => button.focus());
    api.run(() => button.blur());
    expect(heard).toEqual(['focus', 'blur']);
  });

  it('keeps the DOM node of a keyed JSX element across a reorder, and its props', () => {
    const list = (ids: string[]) => api.jsx('ul', { children: ids.map((id) => api.jsx('li', { className: 'i-' + id, children: id }, id)) });
    const { container, render } = mount(list(['a', 'b']));
    const a = container.querySelector('.i-a');
    render(list(['b', 'a']));
    expect(container.innerHTML).toBe('<ul><li class="i-b">b</li><li class="i-a">a</li></ul>');
    expect(container.querySelector('.i-a')).toBe(a);
  });

  it("empties the container on a root's first render, and unmount empties it again", () => {
    const { container, unmount } = mount(h('b', null, 'new'), '<p>server</p>');
    expect(container.innerHTML).toBe('<b>new</b>');
    unmount();
    expect(container.innerHTML).toBe('');
  });
});
