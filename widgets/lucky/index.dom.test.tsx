import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createTestContext } from '../../tests/helpers/context';
import { mount } from './index';

// A panel that fails to render: the mount's error boundary is what is under test (vi.mock is
// hoisted above the imports).
vi.mock('./lucky-panel', () => {
  const fails = () => {
    throw new Error('render failed');
  };
  return { LuckyPanel: fails, LuckyPanelLater: fails };
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount', () => {
  it('gives the server markup back and reports once to the runtime when the panel fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-widget="lucky" data-activity-id="42"><a href="/app">在 App 中打开</a></div>';
    const el = document.querySelector<HTMLElement>('[data-widget="lucky"]')!;
    const context = createTestContext({ api: { lucky: { activity: () => new Promise(() => undefined) } } });
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(el, context);
    });
    expect(el.querySelector('a[href="/app"]')).not.toBeNull();
    // The runtime logs it with the widget's name, sends pp:error and unmounts (context.fail).
    expect(context.fail).toHaveBeenCalledTimes(1);
    expect(context.fail).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    unmount();
    expect(el.innerHTML).toBe('<a href="/app">在 App 中打开</a>');
    expect(el.hasAttribute('role')).toBe(false);
    vi.restoreAllMocks();
  });
});
