/**
 * The lucky panel's state machine: a pure reducer tested without a DOM (lucky.test.ts). Components dispatch actions; effects (calls, timers) live in `use-lucky.ts`.
 *
 * Phases: loading → ready (or failed); the activity's status (not started / running / ended)
 * follows the clock; the user is in a plain browser, logged out, logging in or logged in; a
 * draw goes idle → drawing (request in flight) → revealing (animation stopping on the
 * server's prize) → result, or → error with a kind per product-rules §8 code.
 */
import { activityStatus } from './lucky-parse';
import { errorKind, type LuckyErrorKind } from './lucky-errors';
import type { Activity, ActivityStatus, Prize } from './lucky-types';

/** Who the user is to the panel. `browser`: no native client, so "open in the app". */
export type AuthState = 'checking' | 'browser' | 'loggedOut' | 'loggingIn' | 'loggedIn';

/** The draw, from click to result. Prizes are only ever those the server returned. */
export type DrawState =
  | { phase: 'idle' }
  | { phase: 'drawing' }
  | { phase: 'revealing'; prizes: Prize[] }
  | { phase: 'result'; prizes: Prize[] }
  | { phase: 'error'; kind: LuckyErrorKind };

export interface LuckyState {
  phase: 'loading' | 'ready' | 'failed';
  activity: Activity | null;
  status: ActivityStatus | null;
  auth: AuthState;
  /** Chances left; null until the server says. */
  chances: number | null;
  draw: DrawState;
  loadError: LuckyErrorKind | null;
  /** Numbers each draw so a late answer to an earlier one is ignored. */
  drawSeq: number;
}

export type LuckyAction =
  | { type: 'load' }
  | { type: 'loaded'; activity: Activity; now: number }
  | { type: 'loadFailed'; error: unknown }
  | { type: 'tick'; now: number }
  | { type: 'auth'; auth: AuthState }
  | { type: 'chances'; chances: number | null }
  | { type: 'drawStart' }
  | { type: 'drawResolved'; seq: number; prizes: Prize[]; chances: number | null }
  | { type: 'revealed'; seq: number }
  | { type: 'drawFailed'; seq: number; error: unknown }
  | { type: 'dismiss' };

/** The state before anything is known. */
export function initialLuckyState(auth: AuthState = 'checking'): LuckyState {
  return {
    phase: 'loading',
    activity: null,
    status: null,
    auth,
    chances: null,
    draw: { phase: 'idle' },
    loadError: null,
    drawSeq: 0,
  };
}

/** Why the draw button cannot start a draw now, or null when it can. */
export type DrawBlock =
  | 'loading'
  | 'notStarted'
  | 'ended'
  | 'browser'
  | 'loggedOut'
  | 'busy'
  | null;

/**
 * Why a draw cannot start. Zero chances do not block: the server has the last word and
 * answers QUOTA_FULL, which the panel then explains.
 */
export function drawBlock(state: LuckyState): DrawBlock {
  if (state.phase !== 'ready' || !state.activity) return 'loading';
  if (state.status === 'notStarted') return 'notStarted';
  if (state.status === 'ended') return 'ended';
  if (state.auth === 'browser') return 'browser';
  // Still asking the client who the user is, or logging in: wait for the answer.
  if (state.auth === 'checking' || state.auth === 'loggingIn') return 'busy';
  if (state.auth !== 'loggedIn') return 'loggedOut';
  if (state.draw.phase === 'drawing' || state.draw.phase === 'revealing') return 'busy';
  return null;
}

/** The panel's reducer. Unknown or out-of-turn actions return the state unchanged. */
export function luckyReducer(state: LuckyState, action: LuckyAction): LuckyState {
  switch (action.type) {
    case 'load':
      return { ...state, phase: 'loading', loadError: null };
    case 'loaded':
      return {
        ...state,
        phase: 'ready',
        activity: action.activity,
        status: activityStatus(action.activity, action.now),
        loadError: null,
      };
    case 'loadFailed':
      return { ...state, phase: 'failed', loadError: errorKind(action.error) };
    case 'tick': {
      if (!state.activity) return state;
      const status = activityStatus(state.activity, action.now);
      return status === state.status ? state : { ...state, status };
    }
    case 'auth':
      return { ...state, auth: action.auth };
    case 'chances':
      return { ...state, chances: action.chances };
    case 'drawStart':
      // Blocks double starts: a second click while drawing or revealing does nothing.
      if (drawBlock(state) !== null) return state;
      return { ...state, draw: { phase: 'drawing' }, drawSeq: state.drawSeq + 1 };
    case 'drawResolved': {
      if (action.seq !== state.drawSeq || state.draw.phase !== 'drawing') return state;
      if (!action.prizes.length) return { ...state, draw: { phase: 'error', kind: 'generic' } };
      const chances =
        action.chances !== null
          ? action.chances
          : state.chances !== null
            ? Math.max(0, state.chances - action.prizes.length)
            : null;
      return { ...state, chances, draw: { phase: 'revealing', prizes: action.prizes } };
    }
    case 'revealed':
      if (action.seq !== state.drawSeq || state.draw.phase !== 'revealing') return state;
      return { ...state, draw: { phase: 'result', prizes: state.draw.prizes } };
    case 'drawFailed': {
      if (action.seq !== state.drawSeq || state.draw.phase !== 'drawing') return state;
      const kind = errorKind(action.error);
      return {
        ...state,
        chances: kind === 'noChances' ? 0 : state.chances,
        auth: kind === 'unauthenticated' && state.auth === 'loggedIn' ? 'loggedOut' : state.auth,
        draw: { phase: 'error', kind },
      };
    }
    case 'dismiss':
      if (state.draw.phase === 'result' || state.draw.phase === 'error') {
        return { ...state, draw: { phase: 'idle' } };
      }
      return state;
    default:
      return state;
  }
}
