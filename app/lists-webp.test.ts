import { describe, expect, it, vi } from 'vitest';
import { widgets } from './widgets';
import { defaultConfig } from '../src/runtime/config';

// Which modules a list's load asks for: each factory runs when its module is first imported
// (in the script-tag build, when its chunk is requested).
const requested = vi.hoisted(() => ({ webp: 0, given: [] as unknown[] }));
vi.mock('../src/webp/index', async (importOriginal) => {
  requested.webp++;
  return importOriginal();
});
// Also its modules, were a list to import one of them itself.
vi.mock('../src/webp/to-webp', async (importOriginal) => {
  requested.webp++;
  return importOriginal();
});
vi.mock('../src/webp/webp-support', async (importOriginal) => {
  requested.webp++;
  return importOriginal();
});
vi.mock('../src/lists/app-list/app-view', async (importOriginal) => {
  const real: Record<string, unknown> = await importOriginal();
  return { ...real, setWebp: (code: unknown) => requested.given.push(code) };
});

const LISTS = ['recs', 'specials', 'beta-list', 'personal-list', 'uc-rec', 'ad-slot'];

/**
 * The content lists of app/widgets.ts: the app icons' webp code (src/webp/, the `webp` chunk)
 * is requested beside a list's own only where config `webp.hosts` lists hosts.
 */
describe('the content lists', () => {
  const lists = widgets.filter((w) => LISTS.includes(w.name));

  it('are all here', () => {
    expect(lists.map((w) => w.name).sort()).toEqual([...LISTS].sort());
  });

  it('do not request the webp code when webp.hosts is empty (the default) or without a config', async () => {
    for (const def of lists) {
      expect(typeof (await def.load(defaultConfig())).mount).toBe('function');
      expect(typeof (await def.load()).mount).toBe('function');
    }
    expect(requested.webp).toBe(0);
    expect(requested.given).toEqual([]);
  });

  it('request the webp code with the list when webp.hosts lists hosts, and give it to the list before it mounts', async () => {
    const config = { ...defaultConfig(), webp: { hosts: ['img.example.com'], rewrite: '_.webp' } };
    for (const def of lists) {
      const given = requested.given.length;
      await def.load(config);
      expect(requested.given.slice(given)).toEqual([await import('../src/webp/index')]);
    }
    expect(requested.webp).toBeGreaterThan(0);
  });
});
