/**
 * Pure state of the shared header (product-rules §2 "Shared header", product-rules §14 header): whether the
 * menu (with its mask) is open and which tag popup is shown. No DOM here; index.ts applies it.
 */

export interface HeaderState {
  menuOpen: boolean;
  /** The id of the `[data-tag-popup]` element shown, or null. */
  popup: string | null;
}

export const initialHeaderState: HeaderState = { menuOpen: false, popup: null };

export type HeaderAction =
  | { type: 'toggleMenu' }
  | { type: 'closeMenu' }
  | { type: 'showPopup'; id: string }
  | { type: 'hidePopup'; id?: string }
  | { type: 'escape' };

/**
 * State changes of the header. Only one popup is shown at a time; `hidePopup` with an id
 * hides that popup only (a late leave of one trigger never hides the next one shown).
 * Escape closes the popup first if one is shown, else the menu.
 *
 * @example
 * headerReducer(initialHeaderState, { type: 'toggleMenu' }) // { menuOpen: true, popup: null }
 */
export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'toggleMenu':
      return { menuOpen: !state.menuOpen, popup: null };
    case 'closeMenu':
      return state.menuOpen ? { ...state, menuOpen: false } : state;
    case 'showPopup':
      return state.popup === action.id ? state : { ...state, popup: action.id };
    case 'hidePopup':
      if (state.popup === null || (action.id !== undefined && action.id !== state.popup)) return state;
      return { ...state, popup: null };
    case 'escape':
      if (state.popup !== null) return { ...state, popup: null };
      return state.menuOpen ? { ...state, menuOpen: false } : state;
  }
  return state;
}

/** Delay before a popup hides on leave, so the pointer can travel from the tag into it. */
export const POPUP_HIDE_DELAY_MS = 150;
