import { describe, expect, it, vi } from 'vitest';
import { getClientInfo, parseClientInfo, ProductId } from './client-info';
import type { Bridge } from './create-bridge';

function fakeBridge(answer: () => Promise<unknown>): Bridge & { call: ReturnType<typeof vi.fn> } {
  return {
    call: vi.fn(answer),
    on: () => () => undefined,
    receive: () => undefined,
    available: () => true,
    dispose: () => undefined,
  } as unknown as Bridge & { call: ReturnType<typeof vi.fn> };
}

describe('parseClientInfo', () => {
  it('reads every field, with or without the key_ prefix', () => {
    const info = parseClientInfo({
      key_aid: 'A', puid: 'P', key_uuid: 'U', utdid: 'T', umid: 'M', v: '5.1.0', key_versionCode: '510', client_ch: 'PP_9', ch: 'other', productId: '2011',
    });
    expect(info).toEqual({ aid: 'A', puid: 'P', uuid: 'U', utdid: 'T', umid: 'M', v: '5.1.0', versionCode: 510, ch: 'PP_9', productId: ProductId.NewClient });
  });

  it('falls back to ch without client_ch and fills missing fields', () => {
    expect(parseClientInfo('{"ch":"PP_1","productId":2001}')).toEqual({ aid: '', puid: '', uuid: '', utdid: '', umid: '', v: '', versionCode: 0, ch: 'PP_1', productId: 2001 });
  });

  it('returns null for non-objects', () => {
    for (const g of ['oops', 3, null, [], undefined]) expect(parseClientInfo(g)).toBeNull();
  });
});

describe('getClientInfo', () => {
  it('asks the client once and caches a good answer', async () => {
    const bridge = fakeBridge(() => Promise.resolve({ utdid: 'T1', productId: 2001 }));
    await expect(getClientInfo(bridge)).resolves.toMatchObject({ utdid: 'T1', productId: 2001 });
    await getClientInfo(bridge);
    expect(bridge.call).toHaveBeenCalledTimes(1);
    expect(bridge.call).toHaveBeenCalledWith('getClientInfo', {});
  });

  it('resolves null on a rejection and asks again next time', async () => {
    const bridge = fakeBridge(() => Promise.reject({ code: -101, msg: 'no bridge' }));
    await expect(getClientInfo(bridge)).resolves.toBeNull();
    await expect(getClientInfo(bridge)).resolves.toBeNull();
    expect(bridge.call).toHaveBeenCalledTimes(2);
  });
});
