/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/attribute-names/widget-attributes';
import { APP_FIELDS, appAttributes, attrOf, COMMON_PROPS, toAttributes } from './attributes';
import * as components from './components.generated';
import { widgets } from '../widgets';
import type { CommonProps, ReactWidget } from '../../src/react-props';

/** Every component declaration of the widget folders (widgets/<folder>/react.ts). */
const declarations = Object.values(import.meta.glob<Record<string, ReactWidget<CommonProps>>>('../../widgets/*/react.ts', { eager: true })).flatMap((m) => Object.values(m));
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/** Every attribute name the schema lists. */
function schemaNames(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) schemaNames(v, out);
  return out;
}

describe('attrOf', () => {
  it('names only attributes the schema lists, for every prop of every component', () => {
    const names = schemaNames(schema);
    const props = [...declarations.flatMap((d) => d.props), ...COMMON_PROPS];
    expect(props).toEqual(expect.arrayContaining(['appId', 'versionId', 'activityId', 'q', 'specialSource', 'appIds', 'ctoken', 'nativeActions', 'apprd']));
    for (const p of props) expect(names, p).toContain(attrOf(p));
    for (const f of APP_FIELDS) expect(Object.keys(appAttributes({ id: 1, [f]: 1 }))).toContain(schema.app[f][0]);
    // One component per widget of the registry (app/widgets.ts) but the header, the page's own
    // markup (docs/react.md): the count follows the registry.
    const named = Object.values(components).map((c) => (c as { displayName?: string }).displayName);
    expect(named.sort()).toEqual(widgets.filter((w) => w.name !== 'header').map((w) => pascal(w.name)).sort());
    expect(declarations.map((d) => pascal(d.name)).sort()).toEqual(named.sort());
  });
});

describe('toAttributes', () => {
  it('writes lists with commas, true as 1, and leaves out null, undefined and false', () => {
    expect(toAttributes({ appIds: [1, 2], downloadCommon: true, count: undefined, q: null, mode: false }, ['appIds', 'downloadCommon', 'count', 'q', 'mode'])).toEqual({
      'data-app-ids': '1,2',
      'data-download-common': '1',
    });
  });
});
