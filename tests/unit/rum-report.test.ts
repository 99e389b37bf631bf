// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentOf, parseBeacons, percentile, renderHtml, summarize } from '../../bin/lib/rum-report.js';

const root = join(__dirname, '..', '..');

describe('percentile', () => {
  it('is nearest-rank: the value at rank ceil(p/100 × n) of the sorted values', () => {
    // 20 LCP values, unsorted. Sorted: 800 900 … 2500 (18 values, steps of 100), 2700, 5000.
    const values = [1500, 800, 2700, 1100, 900, 1300, 5000, 1000, 1200, 1400, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400, 2500];
    // p75: rank ceil(15) = 15 → the 15th smallest: 800 + 14 × 100 = 2200.
    expect(percentile(values, 75)).toBe(2200);
    // p95: rank ceil(19) = 19 → 2700 (the 20th, 5000, is the only value above it).
    expect(percentile(values, 95)).toBe(2700);
    // n = 3: p75 rank ceil(2.25) = 3, p95 rank 3.
    expect(percentile([30, 10, 20], 75)).toBe(30);
    expect(percentile([30, 10, 20], 50)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 75)).toBeNull();
  });
});

describe('parseBeacons', () => {
  it('reads stored objects, /collect URLs and query strings, and skips what is not a rum beacon', () => {
    const text = [
      JSON.stringify({ t: 'rum', v: '0.1.0', lcp: '1200', at: '2026-01-01T00:00:00Z' }),
      JSON.stringify({ t: 'pv', page: 'detail' }),
      '/collect?t=rum&v=0.1.0&lcp=900&lcp_w=download',
      JSON.stringify({ url: 'https://t.example.com/collect?t=rum&v=0.2.0&inp=80' }),
      'not json {',
      '',
    ].join('\n');
    const { beacons, skipped } = parseBeacons(text);
    expect(beacons.map((b) => [b.v, b.lcp, b.inp])).toEqual([
      ['0.1.0', '1200', undefined],
      ['0.1.0', '900', undefined],
      ['0.2.0', undefined, '80'],
    ]);
    expect(skipped).toBe(2);
  });
});

describe('environmentOf', () => {
  it('puts the in-app browser first, then the store client, then the platform', () => {
    expect(environmentOf({ iab: 'wechat', plat: 'android' })).toBe('WeChat');
    expect(environmentOf({ iab: 'qq', plat: 'ios' })).toBe('QQ');
    expect(environmentOf({ iab: 'weibo', plat: 'android' })).toBe('other in-app browsers');
    expect(environmentOf({ cli: 'android', plat: 'android' })).toBe('Android client');
    expect(environmentOf({ cli: 'ppzb', plat: 'ios' })).toBe('iOS client');
    expect(environmentOf({ plat: 'ios' })).toBe('phone browsers');
    expect(environmentOf({ plat: 'desktop' })).toBe('desktop');
  });
});

describe('summarize', () => {
  const beacons: Record<string, string>[] = [
    { t: 'rum', v: '0.1.0', pg: 'detail', plat: 'android', iab: 'wechat', lcp: '1000', lcp_w: 'download', cls: '0.02', cls_w: 'page', ia: 'download:300,search:40', err: 'lucky.rendering:2' },
    { t: 'rum', v: '0.1.0', pg: 'detail', plat: 'android', iab: 'wechat', lcp: '3000', lcp_w: 'page', ia: 'download:500', na: 'conn' },
    { t: 'rum', v: '0.2.0', pg: 'home', plat: 'desktop', lcp: '2000', lcp_w: 'download', inp: '120', inp_w: 'search', err: 'lucky.rendering:1' },
  ];
  const s = summarize(beacons);
  const row = (dim: 'environment' | 'widget' | 'page' | 'release', name: string) => s.dimensions[dim].find((r) => r.name === name)!;

  it('gives p75, p95 and the sample size per group and metric', () => {
    expect(row('environment', 'WeChat').metrics.lcp).toEqual({ n: 2, p75: 3000, p95: 3000 });
    expect(row('environment', 'WeChat').views).toBe(2);
    expect(row('environment', 'desktop').metrics.inp).toEqual({ n: 1, p75: 120, p95: 120 });
    expect(row('release', '0.1.0').metrics.lcp.n).toBe(2);
    expect(row('page', 'home').metrics.lcp.p75).toBe(2000);
  });

  it('counts a metric for the widget it is attributed to, and each widget’s first-click delays', () => {
    expect(row('widget', 'download').metrics.lcp).toEqual({ n: 2, p75: 2000, p95: 2000 });
    expect(row('widget', 'download').metrics.ia).toEqual({ n: 2, p75: 500, p95: 500 });
    expect(row('widget', 'search').metrics.inp.p75).toBe(120);
    expect(row('widget', 'page').metrics.lcp.p75).toBe(3000);
  });

  it('adds up the errors and what could not be measured', () => {
    expect(s.errors).toEqual({ 'lucky.rendering': 3 });
    expect(s.missing).toEqual({ WeChat: { conn: 1 } });
    expect(s.method).toBe('nearest-rank');
  });

  it('renders one self-contained page: tables, inline SVG charts, escaped text, no script or request', () => {
    const html = renderHtml(summarize([{ ...beacons[0], pg: '<img src=x onerror=alert(1)>' }]));
    expect(html).toContain('<table>');
    expect(html).toContain('<svg role="img"');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<link|src="http|url\(/i);
  });
});

describe('pp-widgets report', () => {
  it('writes the page with -o and the figures with --json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ppw-rum-'));
    const file = join(dir, 'beacons.jsonl');
    writeFileSync(file, [1000, 2000, 3000, 4000].map((lcp) => JSON.stringify({ t: 'rum', v: '0.1.0', plat: 'ios', cli: 'ppyy', lcp: String(lcp) })).join('\n'));
    const out = join(dir, 'report.html');
    const html = spawnSync(process.execPath, [join(root, 'bin', 'pp-widgets.js'), 'report', file, '-o', out], { encoding: 'utf8' });
    expect(html.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('iOS client');
    const json = spawnSync(process.execPath, [join(root, 'bin', 'pp-widgets.js'), 'report', file, '--json'], { encoding: 'utf8' });
    expect(json.status).toBe(0);
    const figures = JSON.parse(json.stdout);
    // Nearest rank of 4 values: p75 rank 3, p95 rank 4.
    expect(figures.dimensions.environment[0]).toMatchObject({ name: 'iOS client', views: 4, metrics: { lcp: { n: 4, p75: 3000, p95: 4000 } } });
    const bad = spawnSync(process.execPath, [join(root, 'bin', 'pp-widgets.js'), 'report'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
  });
});
