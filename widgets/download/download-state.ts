/**
 * The state of one download button as a pure reducer (tested without a DOM, download-state.test.ts):
 * the install status and its rule from the native part, the double-tap guard, the open popup and
 * the real-name step. No DOM, no I/O: index.tsx dispatches the actions and carries out what the
 * new state says (a tap's `decision`, the popup to show), calling the bridge, the log and
 * navigating itself.
 */
import type { NativeAction } from '../../src/bridge/status-codes/status-codes';
import { decideClick, type ClickDecision, type ClickInput } from './click-flow';
import type { PopupKind } from './popups';

/** A second tap within this time of a started download does nothing (a double tap). */
export const REPEAT_GUARD_MS = 2000;
/** A native action's guard: a double tap must not pause and resume at once. */
export const NATIVE_GUARD_MS = 500;

export interface DownloadState {
  /** Last install status the client reported (native/), null before one. */
  status: number | null;
  /** The status codes' rule (`actionForStatus`), once the install-status code (native/) has loaded. */
  rule?: ClickInput['actionFor'];
  /** Until this time (the clock's) a tap does nothing: the double-tap guard. */
  busy: number;
  /** The popup shown, if any: a tap does nothing meanwhile. */
  popup: PopupKind | null;
  /** The real-name step is open: a tap does nothing meanwhile. */
  realname: boolean;
  /** Unmounted: late answers change nothing on the page. */
  unmounted: boolean;
  /** What the last tap that went through decided (click-flow.ts), for the widget to carry out. */
  decision: ClickDecision | null;
}

export const initialDownloadState: DownloadState = { status: null, busy: 0, popup: null, realname: false, unmounted: false, decision: null };

export type DownloadAction =
  /** A tap at `now`: ignored while busy, a popup or the real-name step is open, else decided. */
  | { type: 'tap'; now: number; env: ClickInput['env'] }
  /** The client reported an install status (native/). */
  | { type: 'status'; status: number }
  /** The status codes' rule arrived with the install-status code (native/). */
  | { type: 'rule'; rule: (status: number) => NativeAction | null }
  /** A download starts (the desktop popup's "direct") or navigates: guarded from `now`. */
  | { type: 'start'; now: number }
  /** The download failed: the next tap tries again. */
  | { type: 'fail' }
  /** A popup opened (its kind) or closed (null). */
  | { type: 'popup'; popup: PopupKind | null }
  /** The real-name step opened or ended; `drop`: it was dropped with the page, and the next tap starts afresh. */
  | { type: 'realname'; realname: boolean; drop?: boolean }
  | { type: 'unmount' };

/** What the native part (native/) reports. */
export type NativeReport = Extract<DownloadAction, { type: 'status' | 'rule' }>;

/**
 * State changes of a download button. An ignored tap returns the same state object; every
 * other action a new one.
 *
 * @example
 * downloadReducer(initialDownloadState, { type: 'tap', now: 0, env }).decision // { kind: 'download' } in a plain browser
 */
export function downloadReducer(state: DownloadState, action: DownloadAction): DownloadState {
  let change: Partial<DownloadState>;
  switch (action.type) {
    case 'tap': {
      const now = action.now;
      if (state.unmounted || now < state.busy || state.popup || state.realname) return state;
      const decision = decideClick({ env: action.env, status: state.status, actionFor: state.rule });
      const guard = decision.kind === 'native' ? NATIVE_GUARD_MS : decision.kind === 'download' ? REPEAT_GUARD_MS : 0;
      change = { decision, busy: guard ? now + guard : state.busy };
      break;
    }
    case 'status':
      change = { status: action.status };
      break;
    case 'rule':
      change = { rule: action.rule };
      break;
    case 'start':
      change = { busy: action.now + REPEAT_GUARD_MS };
      break;
    case 'fail':
      change = { busy: 0 };
      break;
    case 'popup':
      change = { popup: action.popup };
      break;
    case 'realname':
      change = action.drop ? { realname: false, busy: 0 } : { realname: action.realname };
      break;
    default:
      change = { unmounted: true };
  }
  return Object.assign({}, state, change);
}
