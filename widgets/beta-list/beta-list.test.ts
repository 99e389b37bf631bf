import { describe, expect, it } from 'vitest';
import { BETA_DEFAULTS, parseBetaGame, parseBetaList, readBetaListParams } from './beta-list';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readBetaListParams', () => {
  it('uses one week either side and 20 games by default', () => {
    expect(readBetaListParams(el({}))).toEqual({ value: BETA_DEFAULTS });
    expect(readBetaListParams(el({ 'data-day-before': '3', 'data-day-after': '14', 'data-count': '5' }))).toEqual({ value: { dayBefore: 3, dayAfter: 14, count: 5 } });
  });

  it('refuses malformed numbers', () => {
    expect('error' in readBetaListParams(el({ 'data-day-before': 'week' }))).toBe(true);
    expect('error' in readBetaListParams(el({ 'data-day-after': '400' }))).toBe(true);
  });
});

describe('parseBetaGame', () => {
  it('reads the fixture’s app fields with betaTime and betaType', () => {
    const g = parseBetaGame({ id: 1001, name: '星海战纪', betaTime: '2026-06-20', betaType: '删档内测', dayOffset: 1 }, 2)!;
    expect(g.app.id).toBe('1001');
    expect(g.date).toBe('2026-06-20');
    expect(g.kind).toBe('删档内测');
    expect(g.position).toBe(2);
  });

  it('reads an app nested under app', () => {
    expect(parseBetaGame({ app: { appId: 7, appName: 'X' }, testTime: 1714557600 }, 0)!.app.name).toBe('X');
  });

  it('drops non-apps and leaves out malformed dates', () => {
    expect(parseBetaGame({ betaTime: '2026-01-01' }, 0)).toBeNull();
    expect(parseBetaGame(null, 0)).toBeNull();
    expect(parseBetaGame({ id: 1, betaTime: 'soon' }, 0)!.date).toBe('');
  });
});

describe('parseBetaList', () => {
  it('keeps server order and drops duplicates', () => {
    expect(parseBetaList({ list: [{ id: 2 }, { id: 1 }, { id: 2 }, 'x'] }).map((g) => g.app.id)).toEqual(['2', '1']);
    expect(parseBetaList(undefined)).toEqual([]);
  });
});
