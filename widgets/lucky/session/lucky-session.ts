/**
 * The user's session with the activity: identity from the native client, login, and the
 * product rule "USER_UNAUTHENTICATED asks the client to log in and retries the action once".
 * No DOM: services come in through a small interface so tests pass fakes.
 */
import type { Bridge } from '../../../src/bridge/index';
import type { Environment, Logger } from '../../../src/types';
import { isUnauthenticated } from '../state/lucky-errors';
import { readUserToken, readUtdid } from './lucky-identity';
import { userIdTypeFor } from '../../../src/api/user-id-type';
import type { AuthState } from '../state/lucky';
import type { LuckyIdentity } from '../state/lucky-types';

export interface LuckySession {
  /** The identity to send; the token is `''` until the user has logged in. */
  identity(): LuckyIdentity;
  /** Reads the client's info once: `browser` without a native client, else logged in or out. */
  start(): Promise<AuthState>;
  /** Asks the client to log in; resolves true once a token is known. Concurrent calls share one login. */
  login(): Promise<boolean>;
  /**
   * Runs a call with the current identity. On USER_UNAUTHENTICATED it asks the client to log
   * in and, once logged in, runs the call one more time with the new identity; its second
   * failure, or the first one when the login fails, is the result.
   */
  run<T>(call: (identity: LuckyIdentity) => Promise<T>): Promise<T>;
  /** Called on every auth change; returns the unsubscribe. */
  subscribe(listener: (auth: AuthState) => void): () => void;
}

export interface LuckySessionDeps {
  bridge: Bridge;
  env: Environment;
  logger: Logger;
}

/**
 * How long a login answered "started" waits for its `login` event: the login's own wait
 * (USER_WAIT_MS.login of src/bridge/create-bridge.ts, 2 min; a literal so this chunk does not
 * load the bridge's; lucky-session.test.ts checks they agree).
 */
export const LOGIN_EVENT_WAIT_MS = 120000;

/** Creates the session for one mounted panel. */
export function createLuckySession(deps: LuckySessionDeps): LuckySession {
  const id: LuckyIdentity = { userToken: '', userIdType: userIdTypeFor(deps.env), utdid: '' };
  const listeners: Array<(auth: AuthState) => void> = [];
  let pendingLogin: Promise<boolean> | null = null;
  // "Answer now, event later" (docs/bridge.md §7): a `login` answer without a token means the app
  // started its login; the outcome comes as a `login` event (a token, or none when the user
  // gave up). Heard while the panel is subscribed; `loginOutcome` is the event's verdict for
  // the login in flight, `settle` ends that login's wait.
  let offLogin: (() => void) | null = null;
  let loginOutcome: boolean | null = null;
  let settle: ((ok: boolean) => void) | null = null;
  const onLoginEvent = (payload: Record<string, unknown>) => {
    const token = readUserToken(payload);
    const utdid = readUtdid(payload);
    if (utdid) id.utdid = utdid;
    if (token) id.userToken = token;
    loginOutcome = token !== '';
    if (settle) settle(loginOutcome);
    else if (token) notify('loggedIn');
  };

  // The iOS clients (ppzb, ppyy) are the app too, even before their bridge answers; the
  // other clients (desktop, wdj, reader) cannot log a user in, so they get the browser path.
  const iosClient = deps.env.client === 'ppzb' || deps.env.client === 'ppyy';
  const inClient = (): boolean => {
    try {
      return deps.bridge.available() || iosClient;
    } catch (_) {
      return iosClient;
    }
  };
  const notify = (auth: AuthState) => {
    for (const l of listeners.slice()) l(auth);
  };

  const session: LuckySession = {
    identity: () => ({ userToken: id.userToken, userIdType: id.userIdType, utdid: id.utdid }),

    start() {
      if (!inClient()) {
        notify('browser');
        return Promise.resolve<AuthState>('browser');
      }
      return deps.bridge
        .call('getClientInfo', {})
        .then(
          (info) => {
            id.utdid = readUtdid(info) || id.utdid;
            id.userToken = readUserToken(info) || id.userToken;
          },
          (error: unknown) => deps.logger.warn('lucky: getClientInfo failed', error),
        )
        .then(() => {
          const auth: AuthState = id.userToken ? 'loggedIn' : 'loggedOut';
          notify(auth);
          return auth;
        });
    },

    login() {
      if (pendingLogin) return pendingLogin;
      if (!inClient()) {
        notify('browser');
        return Promise.resolve(false);
      }
      notify('loggingIn');
      loginOutcome = null;
      pendingLogin = deps.bridge
        .call('login', {})
        .then(
          (answer) => {
            const token = readUserToken(answer);
            if (token) id.userToken = token;
            const utdid = readUtdid(answer);
            if (utdid) id.utdid = utdid;
            if (token || loginOutcome !== null || !offLogin) return token !== '' || !!loginOutcome;
            // Started, not done: the outcome comes as a `login` event, within the login's wait.
            return new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => settle && settle(false), LOGIN_EVENT_WAIT_MS);
              settle = (ok) => {
                settle = null;
                clearTimeout(timer);
                resolve(ok);
              };
            });
          },
          // The user cancelled, or the client timed out: not an error of the page.
          () => false,
        )
        .then((ok) => {
          pendingLogin = null;
          notify(ok ? 'loggedIn' : 'loggedOut');
          return ok;
        });
      return pendingLogin;
    },

    run<T>(call: (identity: LuckyIdentity) => Promise<T>): Promise<T> {
      // Through a promise, so a call that throws synchronously rejects like any other.
      const attempt = () => Promise.resolve().then(() => call(session.identity()));
      return attempt().catch((error: unknown) => {
        if (!isUnauthenticated(error)) throw error;
        id.userToken = '';
        return session.login().then((ok) => {
          if (!ok) throw error;
          return attempt();
        });
      });
    },

    subscribe(listener) {
      listeners.push(listener);
      if (!offLogin) offLogin = deps.bridge.on('login', onLoginEvent);
      return () => {
        const i = listeners.indexOf(listener);
        if (i >= 0) listeners.splice(i, 1);
        if (listeners.length === 0 && offLogin) {
          offLogin();
          offLogin = null;
          if (settle) settle(false);
        }
      };
    },
  };
  return session;
}
