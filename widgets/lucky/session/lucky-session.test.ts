import { describe, expect, it, vi } from 'vitest';
import { createLuckySession, LOGIN_EVENT_WAIT_MS } from './lucky-session';
import { USER_WAIT_MS } from '../../../src/bridge/create-bridge';
import { LUCKY_CODES } from '../state/lucky-errors';
import { createRecordingLogger, testEnvironment } from '../../../tests/helpers/context';
import type { Bridge } from '../../../src/bridge/index';

function fakeBridge(answers: Record<string, (payload: unknown) => Promise<unknown>>, available = true): Bridge {
  return {
    call: vi.fn((method: string, payload?: unknown) =>
      answers[method] ? answers[method](payload) : Promise.reject({ code: -1, msg: 'no ' + method }),
    ),
    on: () => () => undefined,
    receive: () => undefined,
    available: () => available,
    dispose: () => undefined,
  } as unknown as Bridge;
}

const unauth = { code: LUCKY_CODES.USER_UNAUTHENTICATED, msg: 'login' };

describe('createLuckySession', () => {
  it('says browser when there is no native client', async () => {
    const session = createLuckySession({ bridge: fakeBridge({}, false), env: testEnvironment(), logger: createRecordingLogger() });
    await expect(session.start()).resolves.toBe('browser');
    await expect(session.login()).resolves.toBe(false);
  });

  it('treats the iOS clients as the app even before their bridge answers', async () => {
    const session = createLuckySession({ bridge: fakeBridge({}, false), env: testEnvironment({ client: 'ppyy' }), logger: createRecordingLogger() });
    await expect(session.start()).resolves.toBe('loggedOut');
    expect(session.identity().userIdType).toBe(2);
  });

  it('runs a call that throws synchronously as a rejection', async () => {
    const session = createLuckySession({ bridge: fakeBridge({}), env: testEnvironment(), logger: createRecordingLogger() });
    await expect(session.run(() => { throw new Error('boom'); })).rejects.toThrow('boom');
  });

  it('reads the token and utdid from the client info', async () => {
    const bridge = fakeBridge({ getClientInfo: () => Promise.resolve({ key_utdid: 'U1', key_userToken: 'T1' }) });
    const session = createLuckySession({ bridge, env: testEnvironment({ client: 'ppzb' }), logger: createRecordingLogger() });
    await expect(session.start()).resolves.toBe('loggedIn');
    expect(session.identity()).toEqual({ userToken: 'T1', userIdType: 4, utdid: 'U1' });
  });

  it('is logged out when the client info has no token', async () => {
    const bridge = fakeBridge({ getClientInfo: () => Promise.resolve({ utdid: 'U1' }) });
    const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
    await expect(session.start()).resolves.toBe('loggedOut');
    expect(session.identity().userIdType).toBe(0);
  });

  it('logs in through the bridge and tells its listeners', async () => {
    const bridge = fakeBridge({ login: () => Promise.resolve({ userToken: 'T2' }) });
    const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
    const seen: string[] = [];
    session.subscribe((a) => seen.push(a));
    await expect(session.login()).resolves.toBe(true);
    expect(seen).toEqual(['loggingIn', 'loggedIn']);
    expect(session.identity().userToken).toBe('T2');
  });

  it('on USER_UNAUTHENTICATED logs in and retries the call once with the new token', async () => {
    const bridge = fakeBridge({ login: () => Promise.resolve({ userToken: 'NEW' }) });
    const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
    const tokens: string[] = [];
    const call = vi.fn((id: { userToken: string }) => {
      tokens.push(id.userToken);
      return id.userToken === 'NEW' ? Promise.resolve('ok') : Promise.reject(unauth);
    });
    await expect(session.run(call)).resolves.toBe('ok');
    expect(tokens).toEqual(['', 'NEW']);
  });

  it('retries only once: a second USER_UNAUTHENTICATED is the result', async () => {
    const bridge = fakeBridge({ login: () => Promise.resolve({ userToken: 'NEW' }) });
    const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
    const call = vi.fn(() => Promise.reject(unauth));
    await expect(session.run(call)).rejects.toEqual(unauth);
    expect(call).toHaveBeenCalledTimes(2);
    expect(bridge.call).toHaveBeenCalledTimes(1);
  });

  it('gives the original failure when the login is cancelled', async () => {
    const bridge = fakeBridge({ login: () => Promise.reject({ code: -1, msg: 'cancel' }) });
    const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
    const call = vi.fn(() => Promise.reject(unauth));
    await expect(session.run(call)).rejects.toEqual(unauth);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not log in for other errors', async () => {
    const bridge = fakeBridge({ login: () => Promise.resolve({ userToken: 'NEW' }) });
    const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
    const quota = { code: LUCKY_CODES.QUOTA_FULL, msg: 'none' };
    await expect(session.run(() => Promise.reject(quota))).rejects.toEqual(quota);
    expect(bridge.call).not.toHaveBeenCalled();
  });

  it('shares one login between calls failing at the same time', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    const bridge = fakeBridge({ login: () => new Promise((r) => (resolve = r)) });
    const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
    const call = (id: { userToken: string }) => (id.userToken ? Promise.resolve(id.userToken) : Promise.reject(unauth));
    const a = session.run(call);
    const b = session.run(call);
    await vi.waitFor(() => expect(bridge.call).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    resolve({ userToken: 'T' });
    await expect(Promise.all([a, b])).resolves.toEqual(['T', 'T']);
    expect(bridge.call).toHaveBeenCalledTimes(1);
  });

  describe('answer now, event later (a `login` event)', () => {
    it('waits for the event as long as the bridge waits for a login', () => {
      expect(LOGIN_EVENT_WAIT_MS).toBe(USER_WAIT_MS.login);
    });

    function eventBridge(loginAnswer: unknown) {
      const handlers: Array<(p: Record<string, unknown>) => void> = [];
      const bridge = fakeBridge({ login: () => Promise.resolve(loginAnswer) });
      bridge.on = ((event: string, h: (p: Record<string, unknown>) => void) => {
        if (event === 'login') handlers.push(h);
        return () => handlers.splice(handlers.indexOf(h), 1);
      }) as Bridge['on'];
      return { bridge, push: (p: Record<string, unknown>) => handlers.slice().forEach((h) => h(p)), handlers };
    }

    it('waits for the login event when the answer carries no token, and takes its identity', async () => {
      const { bridge, push } = eventBridge(undefined);
      const session = createLuckySession({ bridge, env: testEnvironment({ client: 'ppzb' }), logger: createRecordingLogger() });
      const auth: string[] = [];
      session.subscribe((a) => auth.push(a));
      const login = session.login();
      await Promise.resolve();
      await Promise.resolve();
      push({ key_userToken: 'EV1', key_utdid: 'U9' });
      await expect(login).resolves.toBe(true);
      expect(session.identity()).toEqual({ userToken: 'EV1', userIdType: 4, utdid: 'U9' });
      expect(auth).toEqual(['loggingIn', 'loggedIn']);
    });

    it('fails the login when the event carries no token (the user gave up)', async () => {
      const { bridge, push } = eventBridge({ key_started: true });
      const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
      session.subscribe(() => undefined);
      const login = session.login();
      await Promise.resolve();
      await Promise.resolve();
      push({ key_error: { code: -1, msg: 'cancelled' } });
      await expect(login).resolves.toBe(false);
    });

    it('takes an event that came before the answer was read', async () => {
      let answer: (v: unknown) => void = () => undefined;
      const { bridge, push } = eventBridge(undefined);
      (bridge.call as ReturnType<typeof vi.fn>).mockImplementation(() => new Promise((r) => (answer = r)));
      const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
      session.subscribe(() => undefined);
      const login = session.login();
      answer(undefined);
      push({ userToken: 'EARLY' });
      await expect(login).resolves.toBe(true);
      expect(session.identity().userToken).toBe('EARLY');
    });

    it('hears a login the user made in the app on its own, and stops listening when unsubscribed', () => {
      const { bridge, push, handlers } = eventBridge(undefined);
      const session = createLuckySession({ bridge, env: testEnvironment(), logger: createRecordingLogger() });
      const auth: string[] = [];
      const off = session.subscribe((a) => auth.push(a));
      push({ key_userToken: 'SELF' });
      expect(auth).toEqual(['loggedIn']);
      off();
      expect(handlers).toHaveLength(0);
    });
  });
});

