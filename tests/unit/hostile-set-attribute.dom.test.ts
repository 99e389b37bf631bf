/**
 * A hostile host page whose `Element.prototype.setAttribute` and `DOMTokenList.prototype.add`
 * throw (a broken polyfill, a page script that forbids attributes): the runtime's own marks on
 * an island (its state attribute, the busy mark of a held click) cannot be written. Nothing of
 * ours reaches the page's `error` or `unhandledrejection`, the widgets still mount and a click
 * held before its widget's code is still replayed, and one warning says why.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor } from '@testing-library/dom';
import { createApplication, type Application } from '../../src/runtime/application';
import { plugins } from '../../src/plugins/index';
import { createLogger } from '../../src/runtime/logger';
import type { Services, WidgetDefinition, WidgetModule } from '../../src/types';
import { createTestContext, testEnvironment } from '../helpers/context';

// The shared 2-core machine makes jsdom slow.
configure({ asyncUtilTimeout: 8000 });

let app: Application | null = null;
const realSetAttribute = Element.prototype.setAttribute;
const realAdd = DOMTokenList.prototype.add;
const pageErrors: unknown[] = [];
const onError = (e: ErrorEvent) => pageErrors.push(e.error);
const onRejection = (reason: unknown) => pageErrors.push(reason);

beforeEach(() => {
  pageErrors.length = 0;
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  Element.prototype.setAttribute = realSetAttribute;
  DOMTokenList.prototype.add = realAdd;
  app?.stop();
  app = null;
  document.body.innerHTML = '';
  window.removeEventListener('error', onError);
  process.off('unhandledRejection', onRejection);
});

/** A widget whose mount counts the clicks on its element (no attribute of its own written). */
function clickCounter(name: string, wake: WidgetDefinition['wake']) {
  const clicks: string[] = [];
  const module: WidgetModule = {
    mount(el) {
      const onClick = (e: Event) => clicks.push((e.target as Element).textContent || '');
      el.addEventListener('click', onClick);
      return () => el.removeEventListener('click', onClick);
    },
  };
  const def: WidgetDefinition = { name, wake, needs: [], load: () => Promise.resolve(module) };
  return { def, clicks };
}

describe('a page whose setAttribute and classList.add throw', () => {
  it('throws nothing into the page; widgets mount, a held click is replayed, one warning', async () => {
    const sink = { warn: vi.fn(), error: vi.fn() };
    const logger = createLogger(sink);
    const services = createTestContext().services as Services;
    const box = clickCounter('box', 'load');
    const lazy = clickCounter('lazy', 'interaction');
    document.body.innerHTML = '<div data-widget="box"><b>box</b></div><div data-widget="lazy"><b>lazy</b></div>';
    Element.prototype.setAttribute = function () {
      throw new Error('setAttribute is not allowed here');
    };
    DOMTokenList.prototype.add = function () {
      throw new Error('classList.add is not allowed here');
    };
    app = createApplication({
      plugins,
      version: '0.0.0-test',
      widgets: [box.def, lazy.def],
      createServices: () => ({ ...services, logger }),
      detectEnvironment: () => testEnvironment(),
      logger,
    });
    app.start();
    const boxEl = document.querySelector('[data-widget="box"] b') as HTMLElement;
    const lazyEl = document.querySelector('[data-widget="lazy"] b') as HTMLElement;
    await waitFor(() => {
      boxEl.click();
      expect(box.clicks.length).toBeGreaterThan(0);
    });
    lazyEl.click();
    await waitFor(() => expect(lazy.clicks).toEqual(['lazy']));
    expect(pageErrors).toEqual([]);
    expect(sink.error).not.toHaveBeenCalled();
    await waitFor(() => expect(sink.warn).toHaveBeenCalledTimes(1));
    expect(String(sink.warn.mock.calls[0]![1])).toContain('setAttribute');
  });
});
