/**
 * A late native bridge (product-rules §13) seen by a widget, in jsdom: the real runtime, its
 * real environment detection, bridge service and late-bridge watcher, and the real lucky
 * widget, with the fake native host of tests/helpers/fake-native-host.ts and a fake API.
 * (src/plugins/late-bridge.test.ts covers where it is followed; src/late-bridge/ tests the watcher alone.)
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { createApplication, type Application } from '../../src/runtime/application';
import { plugins } from '../../src/plugins/index';
import { createServices } from '../../src/services/services';
import { detectEnvironment } from '../../src/env/index';
import { widgets } from '../../app/widgets';
import { DEFAULT_METHOD_IDS } from '../../src/bridge/method-ids';
import type { Environment, Logger, ResolvedConfig, Services } from '../../src/types';
import { createFakeNativeHost, documentedHost } from '../helpers/fake-native-host';
import { createRecordingLogger, createTestContext } from '../helpers/context';
import { activity, drawButton, luckyDomTests, won } from '../helpers/lucky';
import { USER_AGENT_CASES } from '../helpers/user-agents';

const WEBVIEW_UA = USER_AGENT_CASES.find((c) => c.name === 'Android System WebView')!.ua;
const GET_CLIENT_INFO = DEFAULT_METHOD_IDS.getClientInfo;

let app: Application | null = null;
luckyDomTests(() => {
  if (app) app.stop();
  app = null;
  delete (window as { PPNativeBridge?: unknown }).PPNativeBridge;
});

/** A lucky API method answering `value`, recording the parameters it was called with. */
const answers = (value: unknown) => vi.fn((_params: Record<string, unknown>) => Promise.resolve(value));

function fakeLuckyApi() {
  return {
    activity: answers(activity()),
    userInfo: answers({ nickName: '用户1234', chances: 2, score: 0 }),
    userPrizeInfo: answers({ list: [], myPrizes: [] }),
    getUserPrizes: answers({ list: [] }),
    getAppState: answers({ list: [{ appId: 1001, downloaded: false }] }),
    draw: answers(won(4202, 1)),
  };
}

/** The real services, with a fake API client and log in place of the chunks that would go to the network. */
function servicesWith(lucky: ReturnType<typeof fakeLuckyApi>) {
  return (config: ResolvedConfig, env: Environment, logger: Logger, win: Window): Services => {
    const fake = createTestContext({
      api: {
        lucky,
        getLuckyRoll: vi.fn(() => Promise.resolve({ list: [] })),
        ppApkUrl: () => '/pp/apk?channel=PP_27',
      },
    }).services;
    return Object.defineProperties(createServices(config, env, logger, win), { api: { value: fake.api }, log: { value: fake.log } });
  };
}

describe('a late PPNativeBridge (jsdom)', () => {
  it('turns a lucky panel mounted in browser mode into the client\'s: its next draw is made as the client\'s user', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WEBVIEW_UA);
    document.body.innerHTML = '<div data-widget="lucky" data-activity-id="42"><a href="/app">在 App 中打开</a></div>';
    const el = document.querySelector<HTMLElement>('[data-widget="lucky"]')!;
    const lucky = fakeLuckyApi();
    const logger = createRecordingLogger();
    const a = (app = createApplication({
      plugins,
      version: '0.0.0-late-bridge',
      widgets,
      createServices: servicesWith(lucky),
      detectEnvironment: (w, config) => detectEnvironment({ win: w, config }),
      logger,
    }));
    const host = createFakeNativeHost(
      window,
      (message) => a.bridge.receive(message),
      documentedHost({ [GET_CLIENT_INFO]: () => ({ key_utdid: 'UT-client', key_userToken: 'T-client' }) }),
    );
    a.start();

    // An Android WebView the client has not injected its bridge into yet: the browser's path.
    await within(el).findByText('请在 PP 助手客户端内参与');
    expect(within(el).queryByRole('button', { name: '立即抽奖' })).toBeNull();
    expect(host.sent).toEqual([]);
    expect(lucky.userPrizeInfo).not.toHaveBeenCalled();

    // The client injects its bridge (evaluateJavascript after onPageFinished).
    host.install();
    const button = await drawButton(el);
    await waitFor(() => expect(el.textContent).toContain('剩余抽奖机会：2 次'));
    expect(host.sent.map((m) => m.method)).toContain(GET_CLIENT_INFO);
    expect(lucky.userPrizeInfo.mock.calls[0]![0]).toMatchObject({ userToken: 'T-client', utdid: 'UT-client', userIdType: 0 });

    fireEvent.click(button);
    await waitFor(() => expect(lucky.draw).toHaveBeenCalledTimes(1));
    expect(lucky.draw.mock.calls[0]![0]).toMatchObject({ activityId: '42', userToken: 'T-client', utdid: 'UT-client', userIdType: 0 });
    expect(el.getAttribute('data-ppw-state')).toBe('mounted');
    expect(logger.errors).toEqual([]);
  });
});
