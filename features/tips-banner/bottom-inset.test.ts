import { describe, it, expect } from 'vitest';
import { BOTTOM_INSET, reserveBottomInset } from './bottom-inset';
import { createTestContext } from '../../tests/helpers/context';

describe('reserveBottomInset', () => {
  it('sets the root inset to the element height, follows resizes and removes it on release', () => {
    const el = document.createElement('aside');
    let height = 64;
    Object.defineProperty(el, 'offsetHeight', { get: () => height });
    const root = document.documentElement.style;
    const release = reserveBottomInset(createTestContext().listen, window, el);
    expect(root.getPropertyValue(BOTTOM_INSET)).toBe('64px');
    height = 88;
    window.dispatchEvent(new Event('resize'));
    expect(root.getPropertyValue(BOTTOM_INSET)).toBe('88px');
    release();
    expect(root.getPropertyValue(BOTTOM_INSET)).toBe('');
    height = 10;
    window.dispatchEvent(new Event('resize'));
    expect(root.getPropertyValue(BOTTOM_INSET)).toBe('');
  });
});
