import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectUa } from './detect-ua';
import { DEFAULT_UA_TOKENS } from './ua-tokens';
import { USER_AGENT_CASES } from '../../tests/helpers/user-agents';

describe('detectUa', () => {
  it('is checked against at least 40 real user agents', () => {
    expect(USER_AGENT_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(USER_AGENT_CASES.map((c) => [c.name, c] as const))('detects %s', (_name, c) => {
    expect(detectUa(c.ua, DEFAULT_UA_TOKENS, c.signals)).toEqual(c.expected);
  });

  it('covers every client and chat app of product-rules §13 in its table', () => {
    const clients = new Set(USER_AGENT_CASES.map((c) => c.expected.client));
    expect([...clients].sort()).toEqual(['android', 'desktop', 'ppyy', 'ppzb', 'reader', 'wdj', null].sort());
    const chats = new Set(USER_AGENT_CASES.map((c) => c.expected.chatApp));
    expect(chats).toEqual(new Set(['wechat', 'qq', null]));
  });

  it('uses overridden tokens instead of the defaults', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/110 Mobile Safari/537.36 NewStore/1.0 Weixin2/1';
    expect(detectUa(ua, { ppzb: 'newstore', wechat: 'weixin2' }).client).toBe('ppzb');
    expect(detectUa(ua, { ppzb: 'newstore', wechat: 'weixin2' }).chatApp).toBe('wechat');
    expect(detectUa(ua + ' PPZB/1', { ppzb: 'newstore' }).client).toBe('ppzb');
    expect(detectUa('x PPZB/1', { ppzb: 'newstore' }).client).toBeNull();
  });

  it('ignores blank overrides rather than matching everything', () => {
    expect(detectUa('Mozilla/5.0 (X11; Linux x86_64)', { ppzb: '', wechat: '   ' })).toMatchObject({ client: null, chatApp: null });
  });

  it('needs more than one touch point to call a Macintosh an iPad', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(detectUa(mac, DEFAULT_UA_TOKENS, { maxTouchPoints: 1 }).isIPad).toBe(false);
    expect(detectUa(mac, DEFAULT_UA_TOKENS, { maxTouchPoints: 2 }).isIPad).toBe(true);
  });

  it('does not throw on garbage input', () => {
    expect(() => detectUa(undefined as unknown as string, null)).not.toThrow();
    expect(detectUa(42 as unknown as string, 'x' as never).client).toBeNull();
  });

  it('never throws and keeps its flags consistent on any string', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1, max: 10 }), fc.boolean(), (ua, touch, hasBridge) => {
        const d = detectUa(ua, DEFAULT_UA_TOKENS, { maxTouchPoints: touch, hasBridge });
        if (d.isIPad) expect(d.isIOS).toBe(true);
        if (d.isIOS || d.isAndroid) expect(d.isMobile).toBe(true);
        // The bridge makes the Android client, unless an iOS client token says it is that iOS client.
        if (hasBridge) expect(['android', 'ppzb', 'ppyy']).toContain(d.client);
        else expect(d.client).not.toBe('android');
      }),
    );
  });
});
