import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, mountWith } from '../../tests/helpers/context';
import { defaultConfig } from '../../src/runtime/config';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let y = 0;
const positions: number[] = [];

function setScroll(value: number) {
  y = value;
  window.dispatchEvent(new Event('scroll'));
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.indexOf('reduce') >= 0, media: query }));
  window.matchMedia = globalThis.matchMedia;
}

async function setup(options: Parameters<typeof createTestContext>[0] = {}, inside = '') {
  document.body.innerHTML = '<a href="/" id="first">home</a><div data-widget="back-to-top">' + inside + '</div>';
  const element = document.querySelector<HTMLElement>('[data-widget="back-to-top"]')!;
  const context = createTestContext(options);
  let unmount: () => void = () => undefined;
  await act(async () => {
    unmount = mountWith(mount, element, context);
  });
  const button = () => element.querySelector('button')!;
  return { element, context, button, unmount };
}

async function frames(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('back-to-top mount', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeEach(() => {
    vi.useFakeTimers();
    y = 0;
    positions.length = 0;
    Object.defineProperty(window, 'pageYOffset', { configurable: true, get: () => y });
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
      positions.push(top);
      setScroll(top);
    }) as typeof window.scrollTo);
    reducedMotion(false);
  });
  afterEach(async () => {
    await act(async () => s.unmount());
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders a named button, hidden from assistive tech and tabbing at the top', async () => {
    s = await setup();
    const b = s.button();
    expect(b.getAttribute('aria-label')).toBe('返回顶部');
    expect(b.getAttribute('aria-hidden')).toBe('true');
    expect(b.tabIndex).toBe(-1);
    expect(b.className).not.toContain('ppw-back-to-top--visible');
  });

  it('speaks English with locale en, and takes a page override of its text', async () => {
    s = await setup({ config: { ...defaultConfig(), locale: 'en' } });
    expect(s.button().getAttribute('aria-label')).toBe('Back to top');
    await act(async () => s.unmount());
    s = await setup({ config: { ...defaultConfig(), messages: { 'backToTop.label': '回到顶部' } } });
    expect(s.button().getAttribute('aria-label')).toBe('回到顶部');
  });

  it('shows once scrolled, updating at most once per animation frame', async () => {
    s = await setup();
    const calls = vi.spyOn(window, 'requestAnimationFrame');
    await act(async () => {
      for (let i = 1; i <= 20; i++) setScroll(i * 10);
    });
    expect(calls.mock.calls.length).toBeLessThanOrEqual(1);
    await frames(20);
    const b = s.button();
    expect(b.className).toContain('ppw-back-to-top--visible');
    expect(b.hasAttribute('aria-hidden')).toBe(false);
    expect(b.tabIndex).toBe(0);
  });

  it('scrolls to the top over about 1000 ms, then focuses the top of the page', async () => {
    s = await setup();
    await act(async () => setScroll(4000));
    await frames(20);
    await act(async () => s.button().click());
    await frames(500);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(4000);
    await frames(600);
    expect(y).toBe(0);
    expect(positions.length).toBeGreaterThan(30);
    expect(document.activeElement).toBe(document.body);
    expect(s.button().getAttribute('aria-hidden')).toBe('true');
    expect(s.context.events).toContainEqual(expect.objectContaining({ name: 'back-to-top', detail: { from: 4000 } }));
  });

  it('jumps at once under prefers-reduced-motion', async () => {
    reducedMotion(true);
    s = await setup();
    await act(async () => setScroll(4000));
    await frames(20);
    await act(async () => s.button().click());
    expect(positions).toEqual([0]);
    expect(document.activeElement).toBe(document.body);
  });

  it('removes the temporary tabindex of the body when focus moves on', async () => {
    reducedMotion(true);
    s = await setup();
    await act(async () => setScroll(100));
    await frames(20);
    await act(async () => s.button().click());
    expect(document.body.getAttribute('tabindex')).toBe('-1');
    document.getElementById('first')!.focus();
    expect(document.body.hasAttribute('tabindex')).toBe(false);
  });

  it('stops listening to scroll after unmount', async () => {
    s = await setup();
    const element = s.element;
    await act(async () => s.unmount());
    expect(element.querySelector('button')).toBeNull();
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    setScroll(500);
    expect(raf).not.toHaveBeenCalled();
    s.unmount = () => undefined;
  });

  it('hides the fallback link an element keeps inside while the button is there, and shows it again at unmount', async () => {
    s = await setup({}, '<a id="fallback" href="#top">回到顶部</a>');
    const link = s.element.querySelector('#fallback')!;
    expect(link.hasAttribute('hidden')).toBe(true);
    expect(s.button()).not.toBeNull();
    await act(async () => s.unmount());
    expect(link.hasAttribute('hidden')).toBe(false);
    expect(s.element.innerHTML).toBe('<a id="fallback" href="#top">回到顶部</a>');
    s.unmount = () => undefined;
  });
});
