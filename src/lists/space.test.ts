import { describe, expect, it } from 'vitest';
import { downloadSpace, logFields, readSpace } from './space';

function html(markup: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host.querySelector('[data-widget]') as HTMLElement;
}

describe('readSpace', () => {
  it('reads the element’s own space attributes first', () => {
    const el = html('<div data-space-type="outer"><div data-widget="recs" data-space-type="rec" data-space-r-type="2" data-space-id="9" data-space-name="猜你喜欢"></div></div>');
    expect(readSpace(el, { spaceType: 'default' })).toEqual({ spaceType: 'rec', spaceRType: '2', spaceId: '9', spaceName: '猜你喜欢' });
  });

  it('falls back to the nearest ancestor, then to the defaults, then to empty', () => {
    const el = html('<section data-space-name="首页"><div data-widget="recs" data-space-type=" "></div></section>');
    expect(readSpace(el, { spaceType: 'recs', spaceId: 'q' })).toEqual({ spaceType: 'recs', spaceRType: '', spaceId: 'q', spaceName: '首页' });
  });
});

describe('logFields', () => {
  it('merges the space and extras, leaving out empty values', () => {
    const space = { spaceType: 'ad', spaceRType: '', spaceId: '301', spaceName: '' };
    expect(logFields(space, { adId: '', position: 0, appId: undefined, widget: 'ad-slot' })).toEqual({
      spaceType: 'ad', spaceId: '301', position: 0, widget: 'ad-slot',
    });
  });
});

describe('downloadSpace', () => {
  it('renames the fields to what DownloadLink writes', () => {
    expect(downloadSpace({ spaceType: 'a', spaceRType: 'b', spaceId: 'c', spaceName: 'd' })).toEqual({ type: 'a', rType: 'b', id: 'c', name: 'd' });
  });
});
