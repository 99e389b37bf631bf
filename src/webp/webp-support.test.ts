import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canvasEncodesWebp, resetWebpSupport, supportsWebp, uaDecodesWebp } from './webp-support';

const UA = {
  ios13: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1',
  ios14: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1',
  // The iOS client's WKWebView and WeChat carry no Version/ token.
  wkWebView17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PPZB',
  wechatIos11: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Mobile/15A372 MicroMessenger/6.5.18',
  ipad15: 'Mozilla/5.0 (iPad; CPU OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.4 Mobile/15E148 Safari/604.1',
  safari15Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  safari16Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.1 Safari/605.1.15',
  webkitGtk: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

/** A window whose canvas answers `dataUrl`, with `ua` as its user agent; counts requests. */
function fakeWindow(options: { dataUrl?: string | (() => string); ua?: string }) {
  const made: string[] = [];
  const canvas = {
    width: 0,
    height: 0,
    toDataURL: typeof options.dataUrl === 'function' ? options.dataUrl : () => options.dataUrl || 'data:image/png;base64,AA',
  };
  class NoImage {
    constructor() {
      made.push('Image');
    }
  }
  const win = {
    document: {
      createElement: (tag: string) => {
        made.push(tag);
        return canvas;
      },
    },
    navigator: { userAgent: options.ua || '' },
    Image: NoImage,
  } as unknown as Window;
  return { win, made };
}

beforeEach(() => resetWebpSupport());
afterEach(() => resetWebpSupport());

describe('canvasEncodesWebp', () => {
  it('is true when the canvas encodes webp', () => {
    expect(canvasEncodesWebp(fakeWindow({ dataUrl: 'data:image/webp;base64,UklGR' }).win)).toBe(true);
  });

  it('is false when the canvas falls back to png, throws or is missing', () => {
    expect(canvasEncodesWebp(fakeWindow({ dataUrl: 'data:image/png;base64,AA' }).win)).toBe(false);
    const tainted = () => {
      throw new Error('tainted');
    };
    expect(canvasEncodesWebp(fakeWindow({ dataUrl: tainted }).win)).toBe(false);
    expect(canvasEncodesWebp({ document: { createElement: () => ({}) } } as unknown as Window)).toBe(false);
    expect(canvasEncodesWebp({} as Window)).toBe(false);
    expect(canvasEncodesWebp(undefined)).toBe(false);
  });
});

describe('uaDecodesWebp', () => {
  it('is true on iOS and iPadOS 14 and later, in Safari and in WebViews', () => {
    expect(uaDecodesWebp(UA.ios14)).toBe(true);
    expect(uaDecodesWebp(UA.wkWebView17)).toBe(true);
    expect(uaDecodesWebp(UA.ipad15)).toBe(true);
  });

  it('is false on iOS before 14', () => {
    expect(uaDecodesWebp(UA.ios13)).toBe(false);
    expect(uaDecodesWebp(UA.wechatIos11)).toBe(false);
  });

  it('is true for desktop Safari 16 and later only (15 may run on macOS 10.15, which lacks webp)', () => {
    expect(uaDecodesWebp(UA.safari16Mac)).toBe(true);
    expect(uaDecodesWebp(UA.safari15Mac)).toBe(false);
  });

  it('is false for other engines it cannot vouch for', () => {
    expect(uaDecodesWebp(UA.webkitGtk)).toBe(false);
    expect(uaDecodesWebp(UA.chromeMac)).toBe(false);
    expect(uaDecodesWebp('')).toBe(false);
  });
});

describe('supportsWebp', () => {
  it('is true where the canvas encodes webp', () => {
    expect(supportsWebp(fakeWindow({ dataUrl: 'data:image/webp;base64,UklGR' }).win)).toBe(true);
  });

  it('asks the user agent where the canvas cannot encode webp (WebKit)', () => {
    expect(supportsWebp(fakeWindow({ ua: UA.ios14 }).win)).toBe(true);
    resetWebpSupport();
    expect(supportsWebp(fakeWindow({ ua: UA.webkitGtk }).win)).toBe(false);
  });

  it('never loads a probe image (a strict CSP would block it)', () => {
    const { win, made } = fakeWindow({ ua: UA.ios13 });
    expect(supportsWebp(win)).toBe(false);
    expect(made).toEqual(['canvas']);
  });

  it('asks once per page and caches the answer', () => {
    const { win, made } = fakeWindow({ ua: UA.ios14 });
    supportsWebp(win);
    supportsWebp(win);
    expect(supportsWebp(fakeWindow({ ua: UA.ios13 }).win)).toBe(true);
    expect(made).toEqual(['canvas']);
  });

  it('is false without a window', () => {
    expect(supportsWebp(null)).toBe(false);
  });
});

describe('uaDecodesWebp on an iPad asking for the desktop site', () => {
  const ipadDesktop = (v: string) => `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${v} Safari/605.1.15`;
  it('says yes from iPadOS 14 when the Mac user agent has touch points, as for iOS Safari', () => {
    expect(uaDecodesWebp(ipadDesktop('14.1'), 5)).toBe(true);
    expect(uaDecodesWebp(ipadDesktop('13.1'), 5)).toBe(false);
    // A real Mac (no touch points): Safari 16+ only.
    expect(uaDecodesWebp(ipadDesktop('14.1'), 0)).toBe(false);
    expect(uaDecodesWebp(ipadDesktop('16.0'), 0)).toBe(true);
  });
});
