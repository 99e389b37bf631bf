import { describe, it, expect, afterEach } from 'vitest';
import { createScanner } from './scanner';
import { createIslands } from './island';
import { createModuleLoader } from './module-loader';
import { createFeatures } from './features';
import { isFollowed } from './follow-attributes';
import { recordingWidget, startedRuntime, tick } from '../../tests/helpers/runtime';
import type { WidgetDefinition } from '../types';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A runtime observing the page, with the given widgets; `el` is mounted (or woken) already. */
async function observed(defs: WidgetDefinition[], markup: string) {
  const rt = startedRuntime(defs);
  const loader = createModuleLoader(rt, defs);
  const islands = createIslands(rt, loader);
  const scanner = createScanner(rt, islands, createFeatures(rt, loader, []));
  document.body.innerHTML = markup;
  scanner.scan(document);
  const stop = scanner.observe();
  for (let i = 0; i < 3; i++) await tick();
  return { rt, stop };
}

const settle = async () => {
  for (let i = 0; i < 4; i++) await tick();
};

describe('isFollowed', () => {
  it('takes the widgets\' data-* names and href, never what the runtime or widgets write', () => {
    for (const name of ['href', 'data-id', 'data-appid', 'data-app-id', 'data-activity-id', 'data-ctoken', 'data-require-id']) {
      expect(isFollowed(name), name).toBe(true);
    }
    for (const own of ['data-ppw-state', 'data-widget', 'data-hydrate', 'data-track', 'class', 'style', 'aria-busy', 'aria-expanded', 'hidden']) {
      expect(isFollowed(own), own).toBe(false);
    }
  });
});

describe('followAttributes (through the scanner\'s observer)', () => {
  it('remounts a mounted island once for several changes made together', async () => {
    const w = recordingWidget('list', 'load');
    const { stop } = await observed([w.def], '<a data-widget="list" data-id="1" href="/a?1"></a>');
    const el = document.querySelector('a')!;
    expect(w.mounted).toEqual([el]);
    el.setAttribute('data-id', '2');
    el.setAttribute('href', '/a?2');
    await Promise.resolve();
    el.setAttribute('data-version-id', '9');
    await settle();
    expect(w.unmounted).toEqual([el]);
    expect(w.mounted).toEqual([el, el]);
    expect(el.getAttribute('data-ppw-state')).toBe('mounted');
    stop();
  });

  it('leaves alone islands that never woke, unwatched attributes and unchanged values', async () => {
    const w = recordingWidget('list', 'load');
    const lazy = recordingWidget('button', 'interaction');
    const { rt, stop } = await observed([w.def, lazy.def], '<a data-widget="list" data-id="1"></a><b data-widget="button" data-id="1"></b>');
    const [list, button] = [document.querySelector('a')!, document.querySelector('b')!];
    button.setAttribute('data-id', '2');
    list.setAttribute('class', 'x');
    list.setAttribute('aria-busy', 'true');
    list.setAttribute('data-id', '1');
    await settle();
    expect(w.mounted).toHaveLength(1);
    expect(lazy.mounted).toHaveLength(0);
    expect(rt.islands.has(button)).toBe(false);
    stop();
  });

  it('does not loop when a widget writes a followed attribute while mounting', async () => {
    let mounts = 0;
    const def: WidgetDefinition = {
      name: 'writer',
      wake: 'load',
      needs: [],
      load: () =>
        Promise.resolve({
          mount(el: HTMLElement) {
            mounts++;
            el.setAttribute('data-count', String(mounts));
            return () => undefined;
          },
        }),
    };
    const { stop } = await observed([def], '<div data-widget="writer" data-offset="0"></div>');
    expect(mounts).toBe(1);
    document.querySelector('div')!.setAttribute('data-offset', '10');
    await settle();
    await settle();
    expect(mounts).toBe(2);
    stop();
  });

  it('forgets an island removed before its remount', async () => {
    const w = recordingWidget('list', 'load');
    const { stop } = await observed([w.def], '<p><a data-widget="list" data-id="1"></a></p>');
    const el = document.querySelector('a')!;
    el.setAttribute('data-id', '2');
    el.remove();
    await settle();
    expect(w.mounted).toHaveLength(1);
    expect(w.unmounted).toEqual([el]);
    stop();
  });
});
