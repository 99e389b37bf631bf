import { describe, expect, it } from 'vitest';
import { DEFAULT_METHOD_IDS, methodIdFor } from './method-ids';
import { NativeAction } from './status-codes/status-codes';

const CONTRACT_METHODS = [
  'log', 'getAppStatus', 'download', 'pause', 'continue', 'install', 'open', 'uncompress', 'update',
  'ignoreUpdate', 'unignoreUpdate', 'follow', 'unfollow', 'collect', 'order', 'login', 'share', 'pay',
  'kvGet', 'kvSet', 'toast', 'popup', 'getClientInfo',
  // The capability handshake and the batched status (docs/bridge.md §8), after the others.
  'hello', 'getAppStatusBatch',
];

describe('DEFAULT_METHOD_IDS', () => {
  it('has a unique id for every method name of product-rules §13', () => {
    expect(Object.keys(DEFAULT_METHOD_IDS)).toEqual(CONTRACT_METHODS);
    const ids = Object.values(DEFAULT_METHOD_IDS);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every native action', () => {
    for (const action of Object.values(NativeAction)) expect(DEFAULT_METHOD_IDS).toHaveProperty(action);
  });
});

describe('methodIdFor', () => {
  it('prefers a configured id, then the default, then the name itself', () => {
    expect(methodIdFor('pay', { pay: 99 })).toBe(99);
    expect(methodIdFor('pay', { share: 99 })).toBe(DEFAULT_METHOD_IDS.pay);
    expect(methodIdFor('customThing')).toBe('customThing');
  });

  it('ignores empty or non-id overrides', () => {
    expect(methodIdFor('pay', { pay: '' })).toBe(DEFAULT_METHOD_IDS.pay);
    expect(methodIdFor('pay', { pay: null as unknown as number })).toBe(DEFAULT_METHOD_IDS.pay);
  });

  it('does not read inherited properties as methods', () => {
    expect(methodIdFor('toString')).toBe('toString');
  });
});
