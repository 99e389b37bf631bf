import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../runtime/config';
import { createI18n } from '../../i18n/index';
import { chooseIconSize, iconUrl } from '../../app-link/icon-size';
import { formatCount } from '../format-count';
import { toWebp } from '../../webp/to-webp';
import { formatSize } from './format-size';
import { normalizeApp } from '../../api/content/normalize';
import { appIconSrc, appMeta, setWebp, useWebp } from './app-view';
import { registerContentMessages } from '../mount/messages';

const config = { ...defaultConfig(), webp: { hosts: ['img.example.com'], rewrite: '_.webp' } };

describe('appIconSrc', () => {
  it('asks for an allowed size covering the CSS size at the pixel ratio, as webp when supported', () => {
    const icon = appIconSrc('https://img.example.com/a/icon.png', 65, 2, toWebp, config)!;
    const sized = iconUrl('https://img.example.com/a/icon.png', chooseIconSize(65, 2));
    expect([50, 65, 100, 130, 195, 260]).toContain(chooseIconSize(65, 2));
    expect(icon.fallback).toBe(sized);
    expect(icon.src).toBe(toWebp(sized, config.webp));
    expect(icon.src).not.toBe(icon.fallback);
    expect(icon.size).toBe(65);
  });

  it('keeps the original format where webp is not supported', () => {
    const icon = appIconSrc('https://img.example.com/a/icon.png', 65, 1, null, config)!;
    expect(icon.src).toBe(icon.fallback);
  });

  it('refuses missing and unsafe URLs', () => {
    expect(appIconSrc(undefined, 65, 1, toWebp, config)).toBeNull();
    expect(appIconSrc('javascript:alert(1)', 65, 1, toWebp, config)).toBeNull();
    expect(appIconSrc('icon.png', 65, 1, toWebp, config)).toBeNull();
    expect(appIconSrc('/img/app-1.svg', 65, 1, toWebp, config)!.src).toBe('/img/app-1.svg');
  });
});

describe('useWebp', () => {
  // Before setWebp (the webp chunk not loaded: app/widgets.ts requests it only with hosts) and
  // with no hosts, nothing is detected and nothing rewritten.
  it('gives the webp rule only with hosts, once the webp code is given, where webp is supported', () => {
    let asked = 0;
    const supported = { value: true };
    expect(useWebp(config, window)).toBeNull();
    setWebp({ toWebp, supportsWebp: () => (asked++, supported.value) });
    expect(useWebp(defaultConfig(), window)).toBeNull();
    expect(asked).toBe(0);
    expect(useWebp(config, window)).toBe(toWebp);
    supported.value = false;
    expect(useWebp(config, window)).toBeNull();
  });
});

describe('appMeta', () => {
  const i18n = createI18n('zh-CN');
  registerContentMessages(i18n);

  it('joins downloads (万/亿) and size (K/M/G/T)', () => {
    const app = normalizeApp({ id: 1, downloadCount: 857876999, size: 106057728 })!;
    expect(appMeta(app, i18n)).toBe(formatCount(857876999) + '次下载 · ' + formatSize(106057728));
    expect(formatCount(857876999)).toMatch(/亿$/);
  });

  it('leaves out what the server did not send', () => {
    expect(appMeta(normalizeApp({ id: 1 })!, i18n)).toBe('');
    expect(appMeta(normalizeApp({ id: 1, size: 2048 })!, i18n)).toBe(formatSize(2048));
  });

  it('uses English units in English', () => {
    const en = createI18n('en');
    registerContentMessages(en);
    expect(appMeta(normalizeApp({ id: 1, downloadCount: 12000 })!, en)).toBe(formatCount(12000, 'en') + ' downloads');
  });
});
