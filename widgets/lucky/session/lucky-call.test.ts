import { describe, expect, it, vi } from 'vitest';
import type { LuckyApi } from '../../../src/api/api-types';
import type { LuckyIdentity } from '../state/lucky-types';
import { luckyCall } from './lucky-call';
import type { LuckySession } from './lucky-session';

const identity: LuckyIdentity = { userToken: 'T1', userIdType: 4, utdid: 'U1' };
const session = { run: (call: (id: LuckyIdentity) => Promise<unknown>) => call(identity) } as unknown as LuckySession;

function fakeLucky() {
  const lucky = { cashDetail: vi.fn(() => Promise.resolve({ list: [] })), addScore: vi.fn(() => Promise.resolve('ok')) };
  return { api: { lucky: lucky as unknown as LuckyApi }, lucky };
}

describe('luckyCall', () => {
  it('sends the parameters with the session user', async () => {
    const { api, lucky } = fakeLucky();
    await expect(luckyCall(api, session, 'addScore', { activityId: '42', type: 1 })).resolves.toBe('ok');
    expect(lucky.addScore).toHaveBeenCalledWith({ activityId: '42', type: 1, userToken: 'T1', userIdType: 4 });
  });

  it('adds the utdid only when asked', async () => {
    const { api, lucky } = fakeLucky();
    await luckyCall(api, session, 'cashDetail', { activityId: '42' }, true);
    expect(lucky.cashDetail).toHaveBeenCalledWith({ activityId: '42', userToken: 'T1', userIdType: 4, utdid: 'U1' });
  });

  it('takes the parameters of the method it calls', () => {
    const { api } = fakeLucky();
    // @ts-expect-error addScore needs its score type
    void luckyCall(api, session, 'addScore', { activityId: '42' });
  });
});
