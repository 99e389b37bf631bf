import { describe, expect, it } from 'vitest';
import { headerReducer, initialHeaderState, type HeaderState } from './header';

describe('headerReducer', () => {
  it('opens the menu on a first toggle and closes it on a second', () => {
    const open = headerReducer(initialHeaderState, { type: 'toggleMenu' });
    expect(open.menuOpen).toBe(true);
    expect(headerReducer(open, { type: 'toggleMenu' }).menuOpen).toBe(false);
  });

  it('closes the menu from the mask and leaves a closed menu unchanged', () => {
    const open: HeaderState = { menuOpen: true, popup: null };
    expect(headerReducer(open, { type: 'closeMenu' }).menuOpen).toBe(false);
    expect(headerReducer(initialHeaderState, { type: 'closeMenu' })).toBe(initialHeaderState);
  });

  it('shows one popup at a time', () => {
    const a = headerReducer(initialHeaderState, { type: 'showPopup', id: 'app-tags' });
    const b = headerReducer(a, { type: 'showPopup', id: 'game-tags' });
    expect(b.popup).toBe('game-tags');
  });

  it('hides only the popup named by a late leave', () => {
    const shown: HeaderState = { menuOpen: false, popup: 'game-tags' };
    expect(headerReducer(shown, { type: 'hidePopup', id: 'app-tags' })).toBe(shown);
    expect(headerReducer(shown, { type: 'hidePopup', id: 'game-tags' }).popup).toBeNull();
    expect(headerReducer(shown, { type: 'hidePopup' }).popup).toBeNull();
  });

  it('closes the popup first on Escape, then the menu', () => {
    let s: HeaderState = { menuOpen: true, popup: 'app-tags' };
    s = headerReducer(s, { type: 'escape' });
    expect(s).toEqual({ menuOpen: true, popup: null });
    s = headerReducer(s, { type: 'escape' });
    expect(s).toEqual({ menuOpen: false, popup: null });
    expect(headerReducer(s, { type: 'escape' })).toBe(s);
  });

  it('hides an open popup when the menu is toggled', () => {
    expect(headerReducer({ menuOpen: false, popup: 'x' }, { type: 'toggleMenu' })).toEqual({ menuOpen: true, popup: null });
  });
});
