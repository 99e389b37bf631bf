import { describe, expect, it } from 'vitest';
import { createBridge } from '../create-bridge';
import { createFakeNativeHost, documentedHost } from '../../../tests/helpers/fake-native-host';
import { createRecordingLogger } from '../../../tests/helpers/context';
import { appStatusOf } from './app-status-batch';
import { getCapabilities, HELLO_VERSION } from './capabilities';
import { BRIDGE_PROTOCOL_VERSION } from '../bridge-message';

function setup(handlers: Record<string, (payload: Record<string, unknown>) => unknown>) {
  const win = {} as Window;
  const bridge = createBridge({ logger: createRecordingLogger(), win, expectBridge: false });
  const host = createFakeNativeHost(win, (m) => bridge.receive(m), documentedHost(handlers));
  host.install();
  return { bridge, host };
}

const STATUS = { 'com.a': 64, 'com.b': 2 } as Record<string, number>;

describe('HELLO_VERSION', () => {
  it('is the protocol version every message carries', () => {
    expect(HELLO_VERSION).toBe(BRIDGE_PROTOCOL_VERSION);
  });
});

describe('appStatusOf', () => {
  it('asks one getAppStatusBatch for buttons of one task when the app lists it in hello', async () => {
    const { bridge, host } = setup({
      24: () => ({ key_v: 1, key_methods: ['getAppStatus', 'getAppStatusBatch'], key_platform: 'android' }),
      25: (p) => ({ key_statuses: (p.key_apps as Array<Record<string, string>>).map((a) => ({ key_packageName: a.key_packageName, key_status: STATUS[a.key_packageName] })) }),
    });
    const [a, b] = await Promise.all([appStatusOf(bridge, { packageName: 'com.a' }), appStatusOf(bridge, { packageName: 'com.b' })]);
    expect([a.status, b.status]).toEqual([64, 2]);
    expect(host.sent.map((m) => m.method)).toEqual([24, 25]);
    expect(host.sent[0].payload).toEqual({ key_versions: [1] });
  });

  it('asks per package, without a failed status call, when the app does not implement hello', async () => {
    const { bridge, host } = setup({ 2: (p) => ({ key_status: STATUS[p.key_packageName as string] }) });
    const [a, b] = await Promise.all([appStatusOf(bridge, { packageName: 'com.a' }), appStatusOf(bridge, { packageName: 'com.b' })]);
    expect([a.status, b.status]).toEqual([64, 2]);
    expect(host.sent.map((m) => m.method)).toEqual([24, 2, 2]);
    expect(await getCapabilities(bridge)).toBeNull();
  });

  it('falls back to single calls for what a batch answer leaves out or when it fails', async () => {
    const { bridge, host } = setup({
      24: () => ({ key_v: 1, key_methods: ['getAppStatusBatch'] }),
      25: () => ({ key_statuses: [{ key_packageName: 'com.a', key_status: 64 }] }),
      2: (p) => ({ key_status: STATUS[p.key_packageName as string] }),
    });
    const [a, b] = await Promise.all([appStatusOf(bridge, { packageName: 'com.a' }), appStatusOf(bridge, { packageName: 'com.b' })]);
    expect([a.status, b.status]).toEqual([64, 2]);
    expect(host.sent.map((m) => m.method)).toEqual([24, 25, 2]);
  });

  it('sends a lone button a plain getAppStatus, with no handshake', async () => {
    const { bridge, host } = setup({ 2: () => ({ key_status: 16, key_progress: 100 }) });
    expect(await appStatusOf(bridge, { packageName: 'com.a' })).toMatchObject({ status: 16, progress: 100 });
    expect(host.sent.map((m) => m.method)).toEqual([2]);
  });
});
