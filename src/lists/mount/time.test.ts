// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { chinaDate, formatChinaTime, pickDate, toTime } from './time';

describe('pickDate', () => {
  // A meant change: the date is China time's (product-rules §15), no longer the viewer's.
  it('reads epoch milliseconds and seconds as China time', () => {
    const ms = Date.UTC(2024, 4, 1, 4); // 12:00 in China
    expect(pickDate({ t: ms }, ['t'])).toBe('2024-05-01');
    expect(pickDate({ t: Math.floor(ms / 1000) }, ['t'])).toBe('2024-05-01');
    expect(pickDate({ t: String(ms) }, ['t'])).toBe('2024-05-01');
  });

  it('reads date strings and gives up on garbage', () => {
    expect(pickDate({ t: '2024/5/1 10:00' }, ['t'])).toBe('2024-05-01');
    expect(pickDate({ t: 'soon', u: -5, v: {} }, ['t', 'u', 'v'])).toBe('');
  });
});

/** Runs `code` against time.ts in a Node process whose zone is `tz`; returns what it prints. */
function inZone(tz: string, code: string): unknown {
  const source = readFileSync(fileURLToPath(new URL('./time.ts', import.meta.url)), 'utf8');
  const js = transformSync(source, { loader: 'ts', format: 'cjs' }).code;
  const script = `const module = { exports: {} }; const exports = module.exports;\n${js}\nconst f = module.exports;\nconsole.log(JSON.stringify((() => { ${code} })()));`;
  const out = execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
  return JSON.parse(out);
}

describe('the one date rule: a server time without a zone is China time (UTC+8)', () => {
  it('reads a time without a zone as +08:00 on a machine in New York', () => {
    const got = inZone(
      'America/New_York',
      `return [new Date(2024, 0, 1).getTimezoneOffset(), f.toTime('2026-11-21 10:00:00'), f.toTime('2026-11-21T10:00'), f.toTime('2026/11/21'),
        f.formatChinaTime(Date.UTC(2026, 10, 21, 4, 30)), f.pickDate({ t: Date.UTC(2026, 10, 21, 4, 30) }, ['t']), f.pickDate({ t: '2026-11-21 00:30:00' }, ['t'])];`,
    );
    expect(got).toEqual([
      300,
      Date.UTC(2026, 10, 21, 2, 0, 0),
      Date.UTC(2026, 10, 21, 2, 0, 0),
      Date.UTC(2026, 10, 20, 16, 0, 0),
      '2026-11-21 12:30',
      '2026-11-21',
      '2026-11-21',
    ]);
  });

  it('reads a time without a zone as +08:00 here too', () => {
    expect(toTime('2026-11-21 10:00:00')).toBe(Date.UTC(2026, 10, 21, 2, 0, 0));
    expect(toTime('2026-11-21T10:00')).toBe(Date.UTC(2026, 10, 21, 2, 0, 0));
    expect(toTime('2026/11/21')).toBe(Date.UTC(2026, 10, 20, 16, 0, 0));
    expect(toTime('2026-11-21 10:00:00.250')).toBe(Date.UTC(2026, 10, 21, 2, 0, 0, 250));
  });

  it('honours an explicit offset', () => {
    expect(toTime('2026-11-21T10:00:00Z')).toBe(Date.UTC(2026, 10, 21, 10, 0, 0));
    expect(toTime('2026-11-21T10:00:00+08:00')).toBe(Date.UTC(2026, 10, 21, 2, 0, 0));
    expect(toTime('2026-11-21T10:00:00-0500')).toBe(Date.UTC(2026, 10, 21, 15, 0, 0));
    expect(toTime('Sat, 21 Nov 2026 02:00:00 GMT')).toBe(Date.UTC(2026, 10, 21, 2, 0, 0));
  });

  it('reads numbers as epoch seconds or milliseconds, and nothing else', () => {
    expect(toTime(1700000000)).toBe(1700000000000);
    expect(toTime('1700000000000')).toBe(1700000000000);
    expect(toTime(0)).toBeNull();
    expect(toTime('soon')).toBeNull();
  });

  it('shows dates and times in China time', () => {
    const ms = Date.UTC(2026, 10, 21, 4, 30);
    expect(formatChinaTime(ms)).toBe('2026-11-21 12:30');
    expect(chinaDate(ms)).toBe('2026-11-21');
    expect(pickDate({ t: ms }, ['t'])).toBe('2026-11-21');
    expect(pickDate({ t: '2026-11-21 00:30:00' }, ['t'])).toBe('2026-11-21');
    expect(pickDate({ t: '2026-11-20T20:00:00Z' }, ['t'])).toBe('2026-11-21');
  });
});

