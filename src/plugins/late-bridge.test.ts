import { describe, it, expect, vi, afterEach } from 'vitest';
import { lateBridgePlugin } from './late-bridge';
import type { RuntimeHost } from '../runtime/plugin';
import type { Run } from '../runtime/runtime';
import type { Environment } from '../types';

// The late-bridge chunk's entry, so that a test sees whether the plug-in asked for it.
const watchForBridge = vi.fn((..._args: unknown[]) => () => {});
vi.mock('../late-bridge/index', () => ({ watchForBridge }));

const WEBVIEW = 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function started(env: Partial<Environment>) {
  const run = { env: { ua: WEBVIEW, client: null, hasBridge: false, inAppBrowser: null, ...env } } as unknown as Run;
  const host = { win: window, run, redetect: vi.fn(), logger: { handleError: vi.fn() } } as unknown as RuntimeHost & { run: Run | null };
  const stop = lateBridgePlugin.start!(host, run);
  return { host, run, stop };
}

afterEach(() => watchForBridge.mockClear());

describe('where a late bridge is followed', () => {
  it('in an Android WebView that is no known in-app browser: the chunk is asked for, its bridge redetects', async () => {
    const { host } = started({});
    await flush();
    expect(watchForBridge).toHaveBeenCalledTimes(1);
    const [win, arrive, since] = watchForBridge.mock.calls[0]!;
    expect(win).toBe(window);
    expect(since).toBeTypeOf('number');
    (arrive as () => void)();
    expect(host.redetect).toHaveBeenCalledTimes(1);
  });

  it('wherever the client token is, in-app browser or not', async () => {
    started({ ua: 'Mozilla/5.0 (Linux; Android 13) PPClient/7.3.0 MicroMessenger/8.0', client: 'android', inAppBrowser: 'wechat' });
    await flush();
    expect(watchForBridge).toHaveBeenCalledTimes(1);
  });

  it('not in WeChat, QQ or another in-app browser of the table, nor with the bridge there, nor outside a WebView', async () => {
    started({ inAppBrowser: 'wechat' });
    started({ inAppBrowser: 'qq' });
    started({ inAppBrowser: 'weibo' });
    started({ hasBridge: true, client: 'android' });
    started({ ua: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' });
    await flush();
    expect(watchForBridge).not.toHaveBeenCalled();
  });

  it('stopped before the chunk came: nothing is watched, and a bridge after a stop redetects nothing', async () => {
    const first = started({});
    first.host.run = null;
    first.stop!();
    await flush();
    expect(watchForBridge).not.toHaveBeenCalled();

    const second = started({});
    await flush();
    const [, arrive] = watchForBridge.mock.calls[0]!;
    second.host.run = null;
    (arrive as () => void)();
    expect(second.host.redetect).not.toHaveBeenCalled();
  });
});
