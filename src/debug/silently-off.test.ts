import { describe, it, expect, afterEach } from 'vitest';
import { silentlyOff } from './silently-off';
import { createTestContext } from '../../tests/helpers/context';

afterEach(() => {
  document.body.innerHTML = '';
});

const config = (enabled: boolean) => {
  const c = createTestContext().config;
  return { ...c, realname: { ...c.realname, enabled } };
};

describe('silentlyOff', () => {
  it('notes download buttons asking for the real-name step while realname.enabled is off', () => {
    document.body.innerHTML =
      '<a data-widget="download" data-require-id="1"></a><a data-widget="download" data-requireid="1"></a>' +
      '<a data-widget="download" data-require-id="0"></a><a data-widget="download"></a>';
    expect(silentlyOff(document, config(false))).toEqual([
      '2 download buttons asking for the real-name step (data-require-id): it never runs, as config realname.enabled is off',
    ]);
  });

  it('says nothing when the step is on, or nobody asks for it', () => {
    document.body.innerHTML = '<a data-widget="download" data-require-id="1"></a>';
    expect(silentlyOff(document, config(true))).toEqual([]);
    document.body.innerHTML = '<a data-widget="download" data-require-id="0"></a>';
    expect(silentlyOff(document, config(false))).toEqual([]);
  });
});
