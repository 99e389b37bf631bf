import { describe, expect, it } from 'vitest';
import { isAndroidWebView } from './webview';
import { openVia } from '../../features/tips-banner/banner-open/open-client';

describe('isAndroidWebView (the one definition)', () => {
  const chrome = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  const wv = 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
  const kitkat = 'Mozilla/5.0 (Linux; Android 4.4; Nexus 5 Build/KRT16M) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/30.0.0.0 Mobile Safari/537.36';
  const uc = 'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V1990A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36';
  const safari4 = 'Mozilla/5.0 (Macintosh; U; Intel Mac OS X 10_6_2; en-us) AppleWebKit/531.21.8 (KHTML, like Gecko) Version/4.0.4 Safari/531.21.10';

  it('is "; wv)", or Version/4.0 before Chrome/ on Android', () => {
    expect([chrome, wv, kitkat, uc, safari4].map(isAndroidWebView)).toEqual([false, true, true, true, false]);
  });

  it('is what the tips banner uses to choose how to open the client', () => {
    for (const ua of [chrome, wv, kitkat, uc]) {
      expect(openVia({ isIOS: false, ua }, 'Linux armv8l') === 'iframe').toBe(isAndroidWebView(ua));
    }
  });
});
