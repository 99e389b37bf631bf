import { describe, expect, it } from 'vitest';
import { downloadLogFields, spaceFieldsOf } from './log-fields';
import { readApp } from '../../src/app-link/app-data';

function dom(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('spaceFieldsOf', () => {
  it('reads the nearest ancestor that has space fields', () => {
    const root = dom('<section data-space-id="outer"><div data-space-type="list" data-space-id="inner"><p><a id="b"></a></p></div></section>');
    expect(spaceFieldsOf(root.querySelector('#b')!)).toEqual({ spaceType: 'list', spaceRType: '', spaceId: 'inner', spaceName: '' });
  });

  it('prefers the button itself and gives empty fields when none exist', () => {
    const root = dom('<div data-space-id="outer"><a id="b" data-space-name="顶部"></a></div><a id="c"></a>');
    expect(spaceFieldsOf(root.querySelector('#b')!)).toEqual({ spaceType: '', spaceRType: '', spaceId: '', spaceName: '顶部' });
    expect(spaceFieldsOf(root.querySelector('#c')!)).toEqual({ spaceType: '', spaceRType: '', spaceId: '', spaceName: '' });
  });
});

describe('downloadLogFields', () => {
  it('names the product-rules §7 fields, packageId being the versionId', () => {
    const el = dom('<a data-id="1" data-name="n" data-version-id="9" data-resource-type="game" data-category-id="5" data-sub-category-id="51"></a>').firstElementChild!;
    const r = readApp(el);
    if ('error' in r) throw new Error(r.error);
    expect(downloadLogFields(r.app, { spaceType: 't', spaceRType: 'r', spaceId: 'i', spaceName: 'm' })).toEqual({
      appId: '1', appName: 'n', resourceType: 1, packageId: '9', categoryId: '5', subCategoryId: '51',
      spaceType: 't', spaceRType: 'r', spaceId: 'i', spaceName: 'm',
    });
  });
});
