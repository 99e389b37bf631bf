import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/helpers/context';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Pending {
  params: { key: string; ctoken?: string };
  signal: AbortSignal | undefined;
  resolve(raw: unknown): void;
}

let ctokenSeq = 0;

async function setup(html?: string) {
  // A fresh ctoken per test: the answer cache lives for the page's life, per ctoken.
  const ctoken = 'tok' + ++ctokenSeq;
  document.body.innerHTML =
    html ||
    `<form data-widget="search" action="/search" method="get" data-ctoken="${ctoken}">
       <input name="q" type="search" autocomplete="off"><button>搜索</button>
     </form><button id="elsewhere">x</button>`;
  const pending: Pending[] = [];
  const searchSugs = vi.fn(
    (params: Pending['params'], options?: { signal?: AbortSignal }) =>
      new Promise((resolve) => pending.push({ params, signal: options && options.signal, resolve })),
  );
  const search = vi.fn();
  const context: TestContext = createTestContext({ api: { searchSugs }, log: { search } });
  const form = document.querySelector('form')!;
  const input = form.querySelector('input')!;
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = mount(form, context);
  });
  const submits: Array<{ prevented: boolean; q: string }> = [];
  // Runs after the widget's own listener; stops jsdom from attempting a navigation.
  form.addEventListener('submit', (e) => {
    submits.push({ prevented: e.defaultPrevented, q: input.value });
    e.preventDefault();
  });
  input.focus();
  return { ctoken, context, form, input, pending, searchSugs, search, submits, unmount };
}

async function type(input: HTMLInputElement, value: string, extra: InputEventInit = {}) {
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new InputEvent('input', { bubbles: true, ...extra }));
  });
}

async function press(input: HTMLInputElement, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  await act(async () => {
    input.dispatchEvent(event);
  });
  return event;
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function answer(p: Pending, ...q: string[]) {
  await act(async () => {
    p.resolve({ r: q.map((x) => ({ q: x })) });
  });
}

const options = () => Array.from(document.querySelectorAll<HTMLElement>('[role="option"]'));
const texts = () => options().map((o) => o.textContent);

describe('search mount', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await act(async () => s.unmount());
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('turns the input into a combobox controlling an existing listbox', async () => {
    s = await setup();
    expect(s.input.getAttribute('role')).toBe('combobox');
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
    expect(s.input.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(s.input.getAttribute('aria-controls')!)!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(s.input.getAttribute('aria-label')).toBeTruthy();
  });

  it('asks once for a burst of typing, with key, ctoken and an abort signal', async () => {
    s = await setup();
    await type(s.input, 'w');
    await wait(100);
    await type(s.input, 'we');
    await wait(199);
    expect(s.searchSugs).not.toHaveBeenCalled();
    await wait(1);
    expect(s.searchSugs).toHaveBeenCalledTimes(1);
    expect(s.pending[0]!.params).toEqual({ key: 'we', ctoken: s.ctoken });
    expect(s.pending[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('shows the answer as options and announces their count', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, '微信', '微博');
    expect(texts()).toEqual(['微信', '微博']);
    expect(s.input.getAttribute('aria-expanded')).toBe('true');
    const ids = options().map((o) => o.id);
    expect(new Set(ids).size).toBe(2);
    expect(document.querySelector('[role="status"]')!.textContent).toContain('2');
  });

  it('moves with the arrows, wraps, fills the input and points aria-activedescendant at the option', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, 'a1', 'a2', 'a3');
    const seen: string[] = [];
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) {
      const e = await press(s.input, k);
      expect(e.defaultPrevented).toBe(true);
      seen.push(s.input.value);
      const active = document.getElementById(s.input.getAttribute('aria-activedescendant')!)!;
      expect(active.textContent).toBe(s.input.value);
      expect(active.getAttribute('aria-selected')).toBe('true');
    }
    expect(seen).toEqual(['a1', 'a2', 'a3', 'a1', 'a3']);
    expect(document.activeElement).toBe(s.input);
  });

  it('closes on Escape without changing the value', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, 'a1', 'a2');
    await press(s.input, 'ArrowDown');
    await press(s.input, 'Escape');
    expect(s.input.value).toBe('a1');
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
    expect(s.input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('closes on blur without changing the value', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, 'a1');
    await act(async () => document.getElementById('elsewhere')!.focus());
    expect(s.input.value).toBe('we');
    expect(document.querySelector('[role="listbox"]')!.hasAttribute('hidden')).toBe(true);
  });

  it('submits the item on mousedown, logs the search and emits pp:search', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, '微信', '微博');
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    await act(async () => {
      options()[1]!.dispatchEvent(down);
    });
    expect(down.defaultPrevented).toBe(true);
    expect(s.submits).toEqual([{ prevented: false, q: '微博' }]);
    expect(s.search).toHaveBeenCalledWith({ q: '微博', from: 'suggestion', position: 1 });
    expect(s.context.events).toContainEqual(expect.objectContaining({ name: 'search', detail: { q: '微博', from: 'suggestion', position: 1 } }));
  });

  it('submits once for a mouse click (mousedown then click)', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, '微信');
    const option = options()[0]!;
    await act(async () => {
      option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
      option.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(s.submits).toHaveLength(1);
  });

  it('blocks a blank submit silently and puts focus in the box', async () => {
    s = await setup();
    s.input.value = '   ';
    await act(async () => document.getElementById('elsewhere')!.focus());
    await act(async () => {
      s.form.requestSubmit();
    });
    expect(s.submits).toEqual([{ prevented: true, q: '   ' }]);
    expect(document.activeElement).toBe(s.input);
    expect(s.search).not.toHaveBeenCalled();
    expect(s.context.logger.warnings).toEqual([]);
  });

  it('sends nothing during IME composition and exactly one request after compositionend', async () => {
    s = await setup();
    await act(async () => {
      s.input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    });
    await type(s.input, 'w', { isComposing: true });
    await type(s.input, 'we', { isComposing: true });
    const arrow = await press(s.input, 'ArrowDown', { isComposing: true, keyCode: 229 } as KeyboardEventInit);
    expect(arrow.defaultPrevented).toBe(false);
    await wait(1000);
    expect(s.searchSugs).not.toHaveBeenCalled();
    await act(async () => {
      s.input.value = '微';
      s.input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '微' }));
    });
    // Firefox fires a plain input event after compositionend.
    await type(s.input, '微');
    await wait(1000);
    expect(s.searchSugs).toHaveBeenCalledTimes(1);
    expect(s.pending[0]!.params.key).toBe('微');
  });

  it('ignores Enter while composing (keyCode 229) and does not submit', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, 'a1');
    await press(s.input, 'ArrowDown');
    await press(s.input, 'Enter', { keyCode: 229 } as KeyboardEventInit);
    expect(s.input.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows markup in a suggestion as text and runs nothing', async () => {
    s = await setup();
    const evil = '<img src=x onerror="window.__pwned=1">';
    await type(s.input, 'x');
    await wait(200);
    await answer(s.pending[0]!, evil);
    expect(texts()).toEqual([evil]);
    expect(document.querySelector('[role="listbox"] img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('answers a key seen before from the cache, at once (backspacing)', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, 'we1');
    await type(s.input, 'wei');
    await wait(200);
    await answer(s.pending[1]!, 'wei1');
    await type(s.input, 'we');
    expect(texts()).toEqual(['we1']);
    await wait(1000);
    expect(s.searchSugs).toHaveBeenCalledTimes(2);
  });

  it('closes quietly on a failed request and warns once without what was typed', async () => {
    s = await setup();
    s.searchSugs.mockImplementation(() => Promise.reject({ code: -1, msg: '[/search/sugs?key=13812345678] request timed out' }));
    await type(s.input, '1381234567');
    await wait(200);
    await act(async () => undefined);
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
    expect(s.context.logger.warnings).toHaveLength(1);
    expect(JSON.stringify(s.context.logger.warnings)).not.toContain('138');
    expect(String(s.context.logger.warnings[0]![0])).toContain('-1');
  });

  it('keeps the list closed when the answer arrives after focus left', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await act(async () => document.getElementById('elsewhere')!.focus());
    await answer(s.pending[0]!, 'a1');
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list on a tap outside the form', async () => {
    s = await setup();
    await type(s.input, 'we');
    await wait(200);
    await answer(s.pending[0]!, 'a1');
    await act(async () => {
      document.getElementById('elsewhere')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    });
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves the plain form and warns once when data-ctoken is missing', async () => {
    s = await setup('<form data-widget="search" action="/search"><input name="q"></form>');
    expect(s.input.hasAttribute('role')).toBe(false);
    expect(s.context.logger.warnings).toHaveLength(1);
    expect(String(s.context.logger.warnings[0]![0])).toContain('data-ctoken');
  });

  it('restores the input and removes the list on unmount', async () => {
    s = await setup();
    await act(async () => s.unmount());
    expect(s.input.hasAttribute('role')).toBe(false);
    expect(s.input.hasAttribute('aria-controls')).toBe(false);
    expect(s.input.hasAttribute('aria-expanded')).toBe(false);
    expect(s.input.getAttribute('autocomplete')).toBe('off');
    expect(document.querySelector('.ppw-search')).toBeNull();
    s.unmount = () => undefined;
  });
});

describe('search mount while the user is already typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('asks for suggestions of the text typed before it woke', async () => {
    document.body.innerHTML = '<form data-widget="search" action="/search" data-ctoken="early"><input name="q"></form>';
    const input = document.querySelector('input')!;
    input.focus();
    input.value = '微';
    const searchSugs = vi.fn(() => new Promise(() => undefined));
    const context = createTestContext({ api: { searchSugs } });
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(document.querySelector('form')!, context);
    });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(searchSugs).toHaveBeenCalledTimes(1);
    expect(searchSugs).toHaveBeenCalledWith({ key: '微', ctoken: 'early' }, expect.anything());
    await act(async () => unmount());
  });
});

describe('search mount, synchronously', () => {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  // This test lets React render on its own schedule, as in a page: no act() warnings.
  beforeEach(() => {
    flags.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    flags.IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '';
  });

  it('refuses a blank submit replayed right after mount, before the list has rendered', async () => {
    document.body.innerHTML = '<form data-widget="search" action="/search" data-ctoken="sync"><input name="q"><button>搜索</button></form>';
    const form = document.querySelector('form')!;
    const context = createTestContext();
    // No act(): React has not rendered anything yet when the runtime replays the click.
    const unmount = mount(form, context);
    expect(form.querySelector('[role="listbox"]')).toBeNull();
    let prevented: boolean | null = null;
    form.addEventListener('submit', (e) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    });
    form.querySelector('button')!.click();
    expect(prevented).toBe(true);
    expect(document.activeElement).toBe(form.querySelector('input'));
    expect(form.querySelector('input')!.getAttribute('role')).toBe('combobox');
    unmount();
  });
});
