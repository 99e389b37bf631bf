/**
 * The defaults of docs/product-rules.md (§9, §12) that no behaviour test would notice if they changed: each is pinned
 * here, next to the product rules section it comes from.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/client';
import { defaultConfig } from '../../src/runtime/config';
import { tipsBannerMessages } from '../../features/tips-banner/messages';
import { FADE_MS } from '../../widgets/back-to-top/back-to-top';

describe('SPEC defaults', () => {
  it('requests time out after 30 000 ms (product-rules §9)', () => {
    // The real-name submit's too: it goes through the same client (widgets/download/realname/submit-info.ts).
    expect(DEFAULT_TIMEOUT_MS).toBe(30000);
  });

  it('remembers a real-name registration for userTime 15 552 000 s, 180 days, and logs it (isLog 1) (product-rules §9)', () => {
    expect(defaultConfig().realname.userTime).toBe(15552000);
    expect(defaultConfig().realname.userTime).toBe(180 * 24 * 3600);
    expect(defaultConfig().realname.isLog).toBe(true);
  });

  it('says "reserve now" in the tips banner of a reservation (product-rules §5)', () => {
    expect(tipsBannerMessages['zh-CN']['tips-banner.reserve']).toBe('打开PP助手，立即预约');
    expect(tipsBannerMessages.en['tips-banner.reserve']).toBe('Open the PP app and reserve now');
  });

  it('fades the back-to-top button over 300 ms, in the script and in the stylesheet (product-rules §2)', () => {
    expect(FADE_MS).toBe(300);
    const css = readFileSync(join(process.cwd(), 'widgets/back-to-top/back-to-top.css'), 'utf8');
    expect(css).toMatch(/transition: opacity 300ms ease, visibility 0s linear 300ms;/);
    expect(css).toMatch(/transition: opacity 300ms ease, visibility 0s linear 0s;/);
  });
});
