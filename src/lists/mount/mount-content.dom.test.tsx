import { configure, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../tests/helpers/context';
import { mountContent, mountWithParams } from './mount-content';

// The shared 2-core machine makes jsdom slow.
configure({ asyncUtilTimeout: 8000 });

let host: HTMLElement;

beforeEach(() => {
  host = document.createElement('div');
  host.innerHTML = '<p class="server">模板内容</p>';
  document.body.appendChild(host);
});

afterEach(() => host.remove());

function Boom(): never {
  throw new Error('render failed');
}

describe('mountContent', () => {
  it('routes a render error to context.fail once, brings the server markup back, and throws nothing', async () => {
    // React reports caught render errors on the console too; that is React's, not ours.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ctx = createTestContext();
    const server = { replace: () => undefined as void };
    const unmount = mountContent(host, ctx, 'demo', (s) => {
      server.replace = s.replace;
      return <Boom />;
    });
    server.replace();
    await waitFor(() => expect(ctx.fail).toHaveBeenCalledTimes(1));
    expect((vi.mocked(ctx.fail).mock.calls[0]![0] as Error).message).toBe('render failed');
    await waitFor(() => expect(host.querySelector('.server')).not.toBeNull());
    unmount();
    expect(host.querySelectorAll('.server')).toHaveLength(1);
  });

  it('tells the view whether the element held server markup, ignoring whitespace and comments', async () => {
    host.innerHTML = '\n  <!-- nothing -->\n';
    const seen: boolean[] = [];
    const unmount = mountContent(host, createTestContext(), 'demo', (s) => {
      seen.push(s.present);
      return <p>live</p>;
    });
    await waitFor(() => expect(host.textContent).toContain('live'));
    expect(seen).toEqual([false]);
    unmount();
    expect(host.querySelector('.ppw-content-root')).toBeNull();
  });

  it('can be unmounted twice without harm', () => {
    const unmount = mountContent(host, createTestContext(), 'demo', () => <p>live</p>);
    unmount();
    expect(() => unmount()).not.toThrow();
    expect(host.innerHTML).toBe('<p class="server">模板内容</p>');
  });
});

describe('mountWithParams', () => {
  it('mounts nothing and warns once, naming the element, when the parameters are bad', () => {
    const ctx = createTestContext();
    const unmount = mountWithParams(host, ctx, 'demo', () => ({ error: 'data-x is missing' }), () => <p>never</p>);
    expect(host.innerHTML).toBe('<p class="server">模板内容</p>');
    expect(ctx.logger.warnings).toEqual([['demo: data-x is missing; the markup is left as it is', host]]);
    unmount();
  });
});
