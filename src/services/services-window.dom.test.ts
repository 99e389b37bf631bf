/**
 * The services and the runtime in a window that is not the test's own (a second JSDOM, as an
 * iframe's window would be), given as `createApplication({ win })`: storage, cookies, the page
 * address of the lucky calls, the widgets' context and the `pp:*` events are that window's,
 * and the global `window` and `document` are left alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { createServices } from './services';
import { createApplication, type Application } from '../runtime/application';
import { defaultConfig } from '../runtime/config';
import type { WidgetContext, WidgetDefinition } from '../types';
import { createRecordingLogger, testEnvironment } from '../../tests/helpers/context';

let dom: JSDOM;
let other: Window & typeof globalThis;
let app: Application | undefined;

beforeEach(() => {
  dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://other.example/lucky.html?p=t&userToken=x' });
  other = dom.window as unknown as Window & typeof globalThis;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  app?.stop();
  app = undefined;
  dom.window.close();
});

describe('createServices(config, env, logger, win)', () => {
  it('keeps local and session values in the storage of the window it is given', () => {
    const services = createServices(defaultConfig(), testEnvironment(), createRecordingLogger(), other);
    services.local.set('k', 1);
    services.session.set('s', 2);
    expect(other.localStorage.getItem('ppw:k')).not.toBeNull();
    expect(other.sessionStorage.getItem('ppw:s')).not.toBeNull();
    expect(window.localStorage.getItem('ppw:k')).toBeNull();
    expect(window.sessionStorage.getItem('ppw:s')).toBeNull();
  });

  it('keeps the tracking id in that window\'s cookies', async () => {
    const services = createServices(defaultConfig(), testEnvironment(), createRecordingLogger(), other);
    await services.whenReady!(['log']);
    const id = services.log.trackId();
    expect(decodeURIComponent(other.document.cookie)).toContain(id);
    expect(decodeURIComponent(document.cookie)).not.toContain(id);
    services.log.dispose();
  });

  it('sends that window\'s address, without its secrets, as the refUrl of a lucky call', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', vi.fn((url: string) => {
      urls.push(String(url));
      return Promise.resolve(new Response('{"code":0,"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } }));
    }));
    const services = createServices(defaultConfig(), testEnvironment(), createRecordingLogger(), other);
    await services.whenReady!(['api']);
    await services.api.lucky.activity({ activityId: 42 }).catch(() => undefined);
    expect(urls).toHaveLength(1);
    expect(new URL(urls[0]!, 'https://x.example/').searchParams.get('refUrl')).toBe('https://other.example/lucky.html?p=t');
  });
});

describe('createApplication({ win })', () => {
  it('mounts the widgets of that window\'s document with its window and services, and tells that document', async () => {
    const contexts: WidgetContext[] = [];
    const module = {
      mount: (_el: HTMLElement, context: WidgetContext) => {
        contexts.push(context);
      },
    };
    const probe: WidgetDefinition = { name: 'probe', wake: 'load', needs: [], module, load: () => Promise.resolve(module) };
    other.document.body.innerHTML = '<div data-widget="probe"></div>';
    document.body.innerHTML = '<div data-widget="probe"></div>';
    const seen: string[] = [];
    for (const type of ['pp:ready']) {
      document.addEventListener(type, () => seen.push('global ' + type));
      other.document.addEventListener(type, () => seen.push('other ' + type));
    }
    const ready = new Promise<void>((resolve) => other.document.addEventListener('pp:ready', () => resolve()));
    app = createApplication({ version: 'test', widgets: [probe], createServices, detectEnvironment: () => testEnvironment(), win: other, logger: createRecordingLogger() });
    app.start({});
    await ready;
    expect(contexts).toHaveLength(1);
    const context = contexts[0]!;
    expect(context.win).toBe(other);
    expect(context.doc).toBe(other.document);
    context.services.local.set('k', 1);
    expect(other.localStorage.getItem('ppw:k')).not.toBeNull();
    expect(window.localStorage.getItem('ppw:k')).toBeNull();
    expect(seen).toEqual(['other pp:ready']);
    document.body.innerHTML = '';
  });
});
