import { describe, expect, it } from 'vitest';
import { schema } from '../../src/ui/download-texts/widget-attributes';
import { APP_FIELDS, appAttributes, attrOf, COMMON_PROPS, toAttributes } from './attributes';
import * as components from './components';

/** Every attribute name the schema lists. */
function schemaNames(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) schemaNames(v, out);
  return out;
}

describe('attrOf', () => {
  it('names only attributes the schema lists, for every prop of every component', () => {
    const names = schemaNames(schema);
    const props = ['appId', 'versionId', 'activityId', 'q', 'mode', 'count', 'offset', 'specialId', 'specialSource', 'specialNum', 'dayBefore', 'dayAfter', 'appIds', 'ctoken', 'tips', 'downloadTips', 'downloadCommon', 'downloadMode', 'nativeActions', 'apprd', ...COMMON_PROPS];
    for (const p of props) expect(names, p).toContain(attrOf(p));
    for (const f of APP_FIELDS) expect(Object.keys(appAttributes({ id: 1, [f]: 1 }))).toContain(schema.app[f][0]);
    expect(Object.keys(components).length).toBe(13);
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
