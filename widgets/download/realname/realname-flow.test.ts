import { describe, expect, it, vi } from 'vitest';
import { createMemoryKV, createRecordingLogger } from '../../../tests/helpers/context';
import { defaultConfig } from '../../../src/runtime/config';
import type { RealnameRemoteConfig } from '../../../src/api/api-types';
import { decideRealname } from './realname-flow';
import { REALNAME_KEYS, saveRegistration } from './realname-store';
import { seededRandom } from '../../../tests/helpers/seeded-random';

const open: RealnameRemoteConfig = { isOpen: true, limitCount: 2, ratio: 1, utmSource: ['sm'] };

function services(config: RealnameRemoteConfig | null | Error, random: () => number = () => 0) {
  let now = 1_000_000;
  const local = createMemoryKV(() => now);
  const getRealnameConfig = vi.fn(() => (config instanceof Error ? Promise.reject({ code: -1, msg: 'timeout' }) : Promise.resolve(config)));
  return {
    s: { local, api: { getRealnameConfig }, clock: { now: () => now, random }, logger: createRecordingLogger() },
    getRealnameConfig,
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

const settings = defaultConfig().realname;

describe('decideRealname', () => {
  it('proceeds for a stored registration and asks again once it expired', async () => {
    const f = services(open);
    saveRegistration(f.s.local, { name: '张三', identity: '11010519491231002X', phone: '13812345678' }, 100);
    expect(await decideRealname(f.s, settings, null)).toEqual({ kind: 'proceed' });
    expect(f.getRealnameConfig).not.toHaveBeenCalled();
    f.advance(101);
    expect(await decideRealname(f.s, settings, null)).toEqual({ kind: 'show' });
  });

  it('keeps the entered info for 3600 s and the registered marker for userTime', () => {
    const f = services(open);
    saveRegistration(f.s.local, { name: '张三', identity: '11010519491231002X', phone: '13812345678' }, settings.userTime);
    f.advance(3599);
    expect(f.s.local.get(REALNAME_KEYS.info)).not.toBeNull();
    f.advance(2);
    expect(f.s.local.get(REALNAME_KEYS.info)).toBeNull();
    expect(f.s.local.get(REALNAME_KEYS.registered)).toBe(1);
    f.advance(settings.userTime);
    expect(f.s.local.get(REALNAME_KEYS.registered)).toBeNull();
  });

  it('skips without a config, also when the call fails (with a warning)', async () => {
    expect(await decideRealname(services(null).s, settings, null)).toEqual({ kind: 'skip', reason: 'no-config' });
    const failing = services(new Error('x'));
    expect(await decideRealname(failing.s, settings, null)).toEqual({ kind: 'skip', reason: 'no-config' });
    expect(failing.s.logger.warnings).toHaveLength(1);
  });

  it('skips when the config is closed, without counting the click', async () => {
    const f = services({ ...open, isOpen: false });
    expect(await decideRealname(f.s, settings, null)).toEqual({ kind: 'skip', reason: 'closed' });
    expect(f.s.local.get(REALNAME_KEYS.count)).toBeNull();
  });

  it('counts clicks and skips once the count exceeds limitCount', async () => {
    const f = services(open);
    expect((await decideRealname(f.s, settings, null)).kind).toBe('show');
    expect((await decideRealname(f.s, settings, null)).kind).toBe('show');
    expect(await decideRealname(f.s, settings, null)).toEqual({ kind: 'skip', reason: 'limit' });
    // The count lives 3600 s.
    f.advance(3601);
    expect((await decideRealname(f.s, settings, null)).kind).toBe('show');
  });

  it('draws with the clock’s random: a seeded run shows about ratio of the time', async () => {
    const f = services({ ...open, limitCount: 1e9, ratio: 0.5 }, seededRandom(7));
    let shown = 0;
    for (let i = 0; i < 400; i++) if ((await decideRealname(f.s, settings, null)).kind === 'show') shown++;
    expect(shown).toBeGreaterThan(160);
    expect(shown).toBeLessThan(240);
  });

  it('skips for an excluded utm_source', async () => {
    expect(await decideRealname(services(open).s, settings, 'sm')).toEqual({ kind: 'skip', reason: 'utm' });
  });

  it('caches the config for confTime seconds, and not at all for 0', async () => {
    const f = services(open);
    await decideRealname(f.s, settings, null);
    await decideRealname(f.s, settings, null);
    expect(f.getRealnameConfig).toHaveBeenCalledTimes(1);
    expect(f.getRealnameConfig).toHaveBeenCalledWith({ groupId: 10 });
    f.advance(settings.confTime + 1);
    await decideRealname(f.s, settings, null);
    expect(f.getRealnameConfig).toHaveBeenCalledTimes(2);

    const g = services(open);
    await decideRealname(g.s, { ...settings, confTime: 0 }, null);
    await decideRealname(g.s, { ...settings, confTime: 0 }, null);
    expect(g.getRealnameConfig).toHaveBeenCalledTimes(2);
  });
});
