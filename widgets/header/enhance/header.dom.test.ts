import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger, createTestContext, mountWith, testEnvironment } from '../../../tests/helpers/context';
import { createApplication } from '../../../src/runtime/application';
import { plugins } from '../../../src/plugins/index';
import { mount } from './index';
import { POPUP_HIDE_DELAY_MS } from './header';
import { HEADER_MARKUP as markup } from '../../../tests/helpers/header';

function setup() {
  document.body.innerHTML = markup;
  const element = document.querySelector<HTMLElement>('[data-widget="header"]')!;
  const context = createTestContext();
  const unmount = mountWith(mount, element, context);
  const $ = (sel: string) => document.querySelector<HTMLElement>(sel)!;
  return { element, context, unmount, $, toggle: $('[data-menu-toggle]'), nav: $('#nav'), mask: $('[data-menu-mask]') };
}

const key = (target: EventTarget, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('header mount', () => {
  let unmount: () => void = () => undefined;
  afterEach(() => {
    unmount();
    document.body.innerHTML = '';
  });

  it('opens the menu and the mask on the toggle, and closes them on a second toggle', () => {
    const s = setup();
    unmount = s.unmount;
    expect(s.toggle.getAttribute('aria-expanded')).toBe('false');
    s.toggle.click();
    expect(s.nav.hidden).toBe(false);
    expect(s.mask.hidden).toBe(false);
    expect(s.toggle.getAttribute('aria-expanded')).toBe('true');
    s.toggle.click();
    expect(s.nav.hidden).toBe(true);
    expect(s.mask.hidden).toBe(true);
    expect(s.toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu when the mask is clicked', () => {
    const s = setup();
    unmount = s.unmount;
    s.toggle.click();
    s.mask.click();
    expect(s.nav.hidden).toBe(true);
    expect(s.mask.hidden).toBe(true);
  });

  it('closes the menu on Escape and returns focus to the toggle from inside the menu', () => {
    const s = setup();
    unmount = s.unmount;
    s.toggle.click();
    s.$('#first-link').focus();
    key(s.$('#first-link'), 'Escape');
    expect(s.nav.hidden).toBe(true);
    expect(document.activeElement).toBe(s.toggle);
  });

  it('announces the menu state with pp:menu', () => {
    const s = setup();
    unmount = s.unmount;
    s.toggle.click();
    s.mask.click();
    expect(s.context.events.map((e) => [e.name, e.detail])).toEqual([
      ['menu', { open: true }],
      ['menu', { open: false }],
    ]);
  });

  describe('tag popups', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('shows on hover and hides shortly after the pointer leaves', () => {
      const s = setup();
      unmount = s.unmount;
      s.$('#apps').dispatchEvent(new MouseEvent('mouseenter'));
      expect(s.$('#app-tags').hidden).toBe(false);
      expect(s.$('#apps').getAttribute('aria-expanded')).toBe('true');
      s.$('#apps').dispatchEvent(new MouseEvent('mouseleave'));
      vi.advanceTimersByTime(POPUP_HIDE_DELAY_MS);
      expect(s.$('#app-tags').hidden).toBe(true);
    });

    it('stays open while the pointer moves from the tag into the popup', () => {
      const s = setup();
      unmount = s.unmount;
      s.$('#apps').dispatchEvent(new MouseEvent('mouseenter'));
      s.$('#apps').dispatchEvent(new MouseEvent('mouseleave'));
      vi.advanceTimersByTime(POPUP_HIDE_DELAY_MS / 2);
      s.$('#app-tags').dispatchEvent(new MouseEvent('mouseenter'));
      vi.advanceTimersByTime(POPUP_HIDE_DELAY_MS * 2);
      expect(s.$('#app-tags').hidden).toBe(false);
    });

    it('shows on focus and hides when focus leaves both tag and popup', () => {
      const s = setup();
      unmount = s.unmount;
      s.$('#apps').focus();
      expect(s.$('#app-tags').hidden).toBe(false);
      s.$('#inner').focus();
      expect(s.$('#app-tags').hidden).toBe(false);
      s.$('#games').focus();
      expect(s.$('#app-tags').hidden).toBe(true);
      expect(s.$('#game-tags').hidden).toBe(false);
    });

    it('shows the popup on a first tap instead of following the link, then lets the link work', () => {
      const s = setup();
      unmount = s.unmount;
      const first = new MouseEvent('click', { bubbles: true, cancelable: true });
      s.$('#games').dispatchEvent(first);
      expect(first.defaultPrevented).toBe(true);
      expect(s.$('#game-tags').hidden).toBe(false);
      const second = new MouseEvent('click', { bubbles: true, cancelable: true });
      s.$('#games').dispatchEvent(second);
      expect(second.defaultPrevented).toBe(false);
    });

    it('follows a touch browser\'s tap (touchstart, mouseenter, click): first shows, second follows', () => {
      const s = setup();
      unmount = s.unmount;
      const tap = () => {
        s.$('#games').dispatchEvent(new Event('touchstart', { bubbles: true }));
        s.$('#games').dispatchEvent(new MouseEvent('mouseenter'));
        const click = new MouseEvent('click', { bubbles: true, cancelable: true });
        s.$('#games').dispatchEvent(click);
        return click;
      };
      expect(tap().defaultPrevented).toBe(true);
      expect(s.$('#game-tags').hidden).toBe(false);
      expect(tap().defaultPrevented).toBe(false);
    });

    it('hides the popup on a tap outside', () => {
      const s = setup();
      unmount = s.unmount;
      s.$('#games').click();
      s.$('#outside').dispatchEvent(new Event('touchstart', { bubbles: true }));
      expect(s.$('#game-tags').hidden).toBe(true);
    });

    it('hides the popup on Escape before touching the menu', () => {
      const s = setup();
      unmount = s.unmount;
      s.toggle.click();
      s.$('#apps').dispatchEvent(new MouseEvent('mouseenter'));
      key(document.body, 'Escape');
      expect(s.$('#app-tags').hidden).toBe(true);
      expect(s.nav.hidden).toBe(false);
    });
  });

  it('warns once naming the element and leaves markup alone when nothing can be enhanced', () => {
    document.body.innerHTML = '<header data-widget="header"><a href="/x" data-tag-popup="missing">x</a></header>';
    const element = document.querySelector<HTMLElement>('header')!;
    const context = createTestContext();
    const before = element.outerHTML;
    unmount = mount(element, context);
    expect(element.outerHTML).toBe(before);
    expect(context.logger.warnings.length).toBeGreaterThan(0);
    expect(String(context.logger.warnings[0]![0])).toContain('header');
  });

  it('removes every listener and restores the closed state on unmount', () => {
    const s = setup();
    s.toggle.click();
    s.unmount();
    expect(s.nav.hidden).toBe(true);
    expect(s.mask.hidden).toBe(true);
    expect(s.element.classList.contains('ppw-header')).toBe(false);
    s.toggle.click();
    expect(s.nav.hidden).toBe(true);
  });
});

describe('header mount and the back/forward cache', () => {
  // The runtime remounts every island on a restore (src/runtime/page-lifecycle.ts).
  it('closes the menu and popups when the page is restored from the cache', async () => {
    document.body.innerHTML = markup;
    const services = createTestContext().services;
    const app = createApplication({
      plugins,
      version: 't', widgets: [{ name: 'header', wake: 'load', needs: [], load: () => Promise.resolve({ mount }) }],
      createServices: () => services, detectEnvironment: () => testEnvironment(), logger: createRecordingLogger(),
    });
    app.start();
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    document.querySelector<HTMLElement>('[data-menu-toggle]')!.click();
    expect(document.getElementById('nav')!.hidden).toBe(false);
    const restored = new PageTransitionEvent('pageshow', { persisted: true });
    window.dispatchEvent(restored);
    expect(document.getElementById('nav')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('[data-menu-mask]')!.hidden).toBe(true);
    app.stop();
    document.body.innerHTML = '';
  });
});
