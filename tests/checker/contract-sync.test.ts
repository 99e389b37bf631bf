// @vitest-environment node
/**
 * The CLI ships without src/ and app/, so bin/lib/contract.js keeps copies of the registry, the
 * schema and the widgets' accepted values. These tests fail as soon as a copy drifts.
 */
import { describe, expect, it } from 'vitest';
import * as contract from '../../bin/lib/contract.js';
import { widgets } from '../../app/widgets';
import { schema } from '../../src/attribute-names/widget-attributes';
import { defaultConfig } from '../../src/runtime/config';
import { HYDRATE_VALUES, parseHydrate } from '../../src/runtime/wake';
import { readApp } from '../../src/app-link/app-data';
import { parseDownloadMode } from '../../widgets/download/download-url';
import { parseExtraActions } from '../../widgets/download/native/native-status';
import { tipsKind } from '../../features/tips-banner/tips-banner';
import { readSpecialsParams } from '../../widgets/specials/specials';
import { readCommentsParams } from '../../widgets/comments/comments';
import { readRecsParams } from '../../widgets/recs/recs';
import { readBetaListParams } from '../../widgets/beta-list/beta-list';
import { readPersonalListParams } from '../../widgets/app-feed/app-feed';
import { readAdSlotParams } from '../../widgets/ad-slot/ad-slot';
import { readUcRecParams } from '../../widgets/app-feed/app-feed';
import { readGameNewsParams } from '../../widgets/game-news/game-news';

/** Just enough of an Element for the widgets' attribute readers. */
const fakeElement = (attrs: Record<string, string>) =>
  ({ getAttribute: (name: string) => (name in attrs ? attrs[name] : null) }) as unknown as Element;

const dataNames = (value: unknown): string[] =>
  typeof value === 'string' ? (value.indexOf('data-') === 0 ? [value] : [])
    : Array.isArray(value) ? value.flatMap(dataNames)
      : value && typeof value === 'object' ? Object.values(value).flatMap(dataNames) : [];

describe('bin/lib/contract.js', () => {
  it('lists the widget names of app/widgets.ts', () => {
    expect([...contract.WIDGET_NAMES].sort()).toEqual(widgets.map((w) => w.name).sort());
  });

  it('copies the legacy aliases and every data-* name of src/schema.ts', () => {
    expect(contract.APP_ALIASES).toEqual(schema.app);
    const known = Object.values(contract.APP_ALIASES).flat().concat(contract.OTHER_ATTRIBUTES);
    expect([...new Set(known)].sort()).toEqual([...new Set(dataNames(schema))].sort());
    expect(contract.CONFIG_SCRIPT_ID).toBe(schema.configScriptId);
  });

  it('knows the same config keys, and types, as the runtime defaults', () => {
    const defaults = defaultConfig() as unknown as Record<string, unknown>;
    expect(Object.keys(contract.CONFIG_KEY_TYPES).sort()).toEqual(Object.keys(defaults).sort());
    for (const [key, type] of Object.entries(contract.CONFIG_KEY_TYPES)) {
      const value = defaults[key];
      // A key may take more than one type ('boolean string': config prefetch).
      if (value !== null && value !== undefined) expect(type.split(' '), key).toContain(typeof value);
    }
  });

  it('accepts exactly the data-hydrate values the runtime accepts', () => {
    // bin/lib/wake.generated.js is written by the build from the wake table: stale when this fails.
    expect(contract.HYDRATE_VALUES).toEqual(HYDRATE_VALUES);
    for (const v of contract.HYDRATE_VALUES) expect(parseHydrate(v)).toBe(v);
    for (const v of ['soon', 'lazy', 'onload', '']) expect(parseHydrate(v)).toBeNull();
    // The runtime trims and ignores case; so does the checker.
    expect(parseHydrate(' Visible ')).toBe('visible');
  });

  it('accepts the download values the download widget reads', () => {
    const base = { 'data-id': '1', 'data-name': 'x' };
    for (const v of contract.RESOURCE_TYPES) expect('app' in readApp(fakeElement({ ...base, 'data-resource-type': v })), v).toBe(true);
    expect('error' in readApp(fakeElement({ ...base, 'data-resource-type': '2' }))).toBe(true);
    for (const v of contract.DOWNLOAD_MODES) expect(parseDownloadMode(v)).toBe(v);
    expect(parseExtraActions(contract.NATIVE_EXTRAS.join(','))).toEqual(contract.NATIVE_EXTRAS);
    for (const v of contract.TIPS_KINDS) expect(tipsKind(v)).toBe(v);
  });

  it('has the bounds of every content widget reader', () => {
    const readers: Record<string, (el: Element) => object> = {
      comments: readCommentsParams, recs: readRecsParams, specials: readSpecialsParams,
      'beta-list': readBetaListParams, 'personal-list': readPersonalListParams, 'ad-slot': readAdSlotParams,
      'uc-rec': readUcRecParams, 'game-news': readGameNewsParams,
    };
    // What each widget needs besides the attribute under test.
    const base: Record<string, Record<string, string>> = {
      comments: { 'data-app-id': '1' }, recs: { 'data-q': 'x' }, 'ad-slot': { 'data-space-id': '1' },
      'game-news': { 'data-app-ids': '1' },
    };
    expect(Object.keys(readers).sort()).toEqual(Object.keys(contract.INT_LIMITS).sort());
    for (const [widget, limits] of Object.entries(contract.INT_LIMITS)) {
      for (const [name, max] of Object.entries(limits)) {
        // specials reads data-special-num only for an app's specials.
        const extra: Record<string, string> = widget === 'specials' && name === 'data-special-num' ? { 'data-app-id': '1' } : {};
        const at = (v: string) => readers[widget](fakeElement({ ...base[widget], ...extra, [name]: v }));
        expect(at(String(max)), widget + ' ' + name + '=' + max).toHaveProperty('value');
        expect(at(String(max + 1)), widget + ' ' + name + '=' + (max + 1)).toHaveProperty('error');
      }
    }
    for (const source of contract.SPECIAL_SOURCES) {
      expect(readSpecialsParams(fakeElement({ 'data-special-id': '1', 'data-special-source': source }))).toHaveProperty('value');
    }
  });
});
