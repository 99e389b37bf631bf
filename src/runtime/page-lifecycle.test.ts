import { describe, it, expect, vi, afterEach } from 'vitest';
import { followPageLifecycle } from './page-lifecycle';
import { createIslands } from './island';
import { createModuleLoader } from './module-loader';
import { recordingWidget, startedRuntime } from '../../tests/helpers/runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

const pageshow = (persisted: boolean) => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('followPageLifecycle', () => {
  it('remounts mounted islands and sends pp:restore on a back/forward cache restore only', async () => {
    const w = recordingWidget('w', 'load');
    const rt = startedRuntime([w.def]);
    const islands = createIslands(rt, createModuleLoader(rt, [w.def]));
    const el = document.createElement('div');
    document.body.appendChild(el);
    await islands.create(el, w.def, 'load').settled;
    const restored = vi.fn();
    document.addEventListener('pp:restore', restored);
    const remove = followPageLifecycle(rt, islands);
    pageshow(false);
    expect(w.mounted).toHaveLength(1);
    pageshow(true);
    expect(w.unmounted).toEqual([el]);
    expect(w.mounted).toEqual([el, el]);
    expect(restored).toHaveBeenCalledTimes(1);
    remove();
    pageshow(true);
    expect(w.mounted).toHaveLength(2);
    document.removeEventListener('pp:restore', restored);
  });
});
