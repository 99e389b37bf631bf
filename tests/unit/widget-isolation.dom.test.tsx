/**
 * product-rules §11 isolation: a render or effect error in a widget after it mounted
 * is caught by its error boundary (src/ui/render/render-root.tsx), handed to the runtime
 * (`context.fail`), logged once with the widget's name, announced once with `pp:error` on
 * `document`, and the widget's server markup comes back. One test per way a widget renders:
 * its own root (search, lucky), the lists' `mountContent`, a popup (a detached `renderRoot`, the download
 * button's), and the real-name dialog. The widgets are the real ones; only one child component
 * of each is replaced by `Fragile`, which works until the test makes it throw.
 */
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor } from '@testing-library/dom';
import { createApplication, type Application } from '../../src/runtime/application';
import { plugins } from '../../src/plugins/index';
import { createLogger } from '../../src/runtime/logger';
import { defaultConfig } from '../../src/runtime/config';
import type { Services, WidgetDefinition, WidgetModule } from '../../src/types';
import { createTestContext, testEnvironment } from '../helpers/context';

configure({ asyncUtilTimeout: 8000 });

/** How the next `Fragile` to be told fails: while rendering, or in an effect. */
const trigger: { fire: ((how: 'render' | 'effect') => void) | null } = { fire: null };

function Fragile() {
  const [how, setHow] = useState<'ok' | 'render' | 'effect'>('ok');
  useEffect(() => {
    trigger.fire = (next) => setHow(next);
    return () => {
      trigger.fire = null;
    };
  }, []);
  useEffect(() => {
    if (how === 'effect') throw new Error('effect failed');
  }, [how]);
  if (how === 'render') throw new Error('render failed');
  return <p className="fragile">live</p>;
}

vi.mock('../../widgets/search/search-box', () => ({ SearchBox: () => <Fragile /> }));
vi.mock('../../widgets/lucky/lucky-panel', () => ({ LuckyPanel: () => <Fragile />, LuckyPanelLater: () => <Fragile /> }));
vi.mock('../../widgets/download/popups', () => ({ DownloadPopup: () => <Fragile /> }));
vi.mock('../../widgets/download/realname/realname-dialog', () => ({ RealnameDialog: () => <Fragile /> }));
vi.mock('../../widgets/download/realname/realname-flow', () => ({ decideRealname: () => Promise.resolve({ kind: 'show' }) }));

let app: Application | null = null;
let sink: { warn: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>; error: ReturnType<typeof vi.fn<(...args: unknown[]) => void>> };
let events: CustomEvent[];
const onError = (e: Event) => events.push(e as CustomEvent);

function start(name: string, mod: () => Promise<WidgetModule>, env = {}, config = {}) {
  const logger = createLogger(sink);
  const services = createTestContext({ config: { ...defaultConfig(), ...config } as never }).services as Services;
  const def: WidgetDefinition = { name, wake: 'load', load: mod, needs: [] };
  app = createApplication({
    plugins,
    version: '0.0.0-test',
    widgets: [def],
    createServices: () => ({ ...services, logger }),
    detectEnvironment: () => testEnvironment(env),
    logger,
  });
  app.start(config);
}

/** The error logged (once) and announced (once) for `widget`, and the markup back. */
async function expectFailedOnce(el: Element, widget: string, message: string, serverHtml: string) {
  await waitFor(() => expect(el.getAttribute('data-ppw-state')).toBe('failed'));
  await waitFor(() => expect(el.innerHTML).toBe(serverHtml));
  const ours = sink.error.mock.calls.filter((c) => c[0] === '[pp-widgets]');
  expect(ours).toHaveLength(1);
  expect(String(ours[0]![1])).toContain(`"${widget}"`);
  expect(events).toHaveLength(1);
  expect(events[0]!.detail).toEqual({ widget, element: el, message, kind: 'rendering' });
  expect(document.querySelector('.fragile')).toBeNull();
  // The failed tree is gone (its effects cleaned up), in a popup's detached root too.
  await waitFor(() => expect(trigger.fire).toBeNull());
}

beforeEach(() => {
  sink = { warn: vi.fn<(...args: unknown[]) => void>(), error: vi.fn<(...args: unknown[]) => void>() };
  events = [];
  document.addEventListener('pp:error', onError);
  trigger.fire = null;
  // React reports errors its boundaries caught on the console too: React's, not ours.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] === '[pp-widgets]') sink.error(...args);
  });
});

afterEach(() => {
  document.removeEventListener('pp:error', onError);
  app?.stop();
  app = null;
  document.body.innerHTML = '';
});

const fire = async (how: 'render' | 'effect') => {
  // Mounted and its effects run: the component can be told to fail.
  await waitFor(() => expect(trigger.fire).not.toBeNull());
  trigger.fire!(how);
};

describe('a widget failing after mount', () => {
  for (const how of ['render', 'effect'] as const) {
    it(`search: a ${how} error restores the form, logs once and dispatches one pp:error`, async () => {
      const server = '<input name="q" type="search"><button>搜索</button>';
      document.body.innerHTML = `<form data-widget="search" action="/search" data-ctoken="t">${server}</form>`;
      const form = document.querySelector('form')!;
      start('search', () => import('../../widgets/search/index'));
      await waitFor(() => expect(form.querySelector('.fragile')).not.toBeNull());
      await fire(how);
      await expectFailedOnce(form, 'search', how + ' failed', server);
    });

    it(`lucky: a ${how} error puts the server markup back, logs once and dispatches one pp:error`, async () => {
      const server = '<a href="/lucky/42">参加抽奖</a>';
      document.body.innerHTML = `<div data-widget="lucky" data-activity-id="42">${server}</div>`;
      const el = document.querySelector('[data-widget="lucky"]')!;
      start('lucky', () => import('../../widgets/lucky/index'));
      await waitFor(() => expect(el.querySelector('.fragile')).not.toBeNull());
      await fire(how);
      await expectFailedOnce(el, 'lucky', how + ' failed', server);
      expect(el.hasAttribute('role')).toBe(false);
    });

    it(`a content list: a ${how} error puts the server markup back, logs once and dispatches one pp:error`, async () => {
      const server = '<a href="/recs">推荐</a>';
      document.body.innerHTML = `<div data-widget="recs">${server}</div>`;
      const el = document.querySelector('[data-widget="recs"]')!;
      start('recs', async () => {
        const { mountContent } = await import('../../src/lists/mount/mount-content');
        return { mount: (element, context) => mountContent(element, context, 'recs', () => <Fragile />) };
      });
      await waitFor(() => expect(el.querySelector('.fragile')).not.toBeNull());
      await fire(how);
      await expectFailedOnce(el, 'recs', how + ' failed', server);
    });
  }

  it('download: an error in its popup closes it, gives the plain link back, logs once and dispatches one pp:error', async () => {
    const server = '下载';
    document.body.innerHTML = `<a data-widget="download" href="/download/apk?appId=1" data-id="1" data-name="示例">${server}</a>`;
    const el = document.querySelector('a')!;
    start('download', () => import('../../widgets/download/index'), { isIOS: true, isMobile: true });
    await waitFor(() => expect(el.getAttribute('data-ppw-state')).toBe('mounted'));
    el.click();
    // Popups render in a detached root (a real one portals its dialog into <body>).
    await fire('render');
    await expectFailedOnce(el, 'download', 'render failed', server);
    // The plain link is back: a click is the browser's again.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('real-name: an error in its dialog gives the download button back, logs once and dispatches one pp:error', async () => {
    const server = '下载';
    document.body.innerHTML = `<a data-widget="download" href="/download/apk?appId=2" data-id="2" data-name="示例" data-resource-type="1" data-require-id="1">${server}</a>`;
    const el = document.querySelector('a')!;
    start('download', () => import('../../widgets/download/index'), {}, { realname: { ...defaultConfig().realname, enabled: true } });
    await waitFor(() => expect(el.getAttribute('data-ppw-state')).toBe('mounted'));
    el.click();
    // Popups render in a detached root (a real one portals its dialog into <body>).
    await fire('effect');
    await expectFailedOnce(el, 'download', 'effect failed', server);
  });
});

describe('pp:error', () => {
  it('is dispatched once when a mount throws, with the widget name and no data', async () => {
    document.body.innerHTML = '<div data-widget="boom"><a href="/x">x</a></div>';
    const el = document.querySelector('[data-widget="boom"]')!;
    start('boom', () =>
      Promise.resolve({
        mount: () => {
          throw new TypeError('cannot read x');
        },
      }),
    );
    await waitFor(() => expect(el.getAttribute('data-ppw-state')).toBe('failed'));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual({ widget: 'boom', element: el, message: 'cannot read x', kind: 'mounting' });
    expect(events[0]!.bubbles).toBe(true);
    expect(el.innerHTML).toBe('<a href="/x">x</a>');
  });
});
