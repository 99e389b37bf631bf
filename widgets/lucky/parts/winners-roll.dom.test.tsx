import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import { createRoot, type Root } from 'react-dom/client';
import { createTestContext } from '../../../tests/helpers/context';
import { createLucky, LuckyContext } from '../lucky-context';
import { LUCKY_MESSAGES } from '../lucky-messages';
import { createLuckySession } from '../session/lucky-session';
import { WinnersRoll, rotate } from './winners-roll';

// The machine is shared: give async UI a few seconds rather than the default one.
configure({ asyncUtilTimeout: 5000 });

const ENTRIES = [
  { nickName: '晴*', prizeName: 'A' },
  { nickName: '夜**子', prizeName: 'B' },
  { nickName: '橘**水', prizeName: 'C' },
];

let root: Root | null = null;
afterEach(() => {
  if (root) root.unmount();
  root = null;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** The roll's time per line here (fast, so the tests see it move). */
const STEP_MS = 40;

function render(reduced = false) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduced && q.indexOf('reduce') !== -1, media: q }));
  const context = createTestContext({ api: { getLuckyRoll: vi.fn(() => Promise.resolve({ list: ENTRIES })) } });
  context.services.i18n.register(LUCKY_MESSAGES);
  const el = document.createElement('div');
  document.body.appendChild(el);
  root = createRoot(el);
  const { bridge, logger } = context.services;
  const lucky = createLucky(context, createLuckySession({ bridge, env: context.env, logger }));
  root.render(
    <LuckyContext.Provider value={lucky}>
      <WinnersRoll activityId="42" stepMs={STEP_MS} />
    </LuckyContext.Provider>,
  );
  const first = () => el.querySelector('.ppw-lucky-roll-entry') && el.querySelector('.ppw-lucky-roll-entry')!.textContent;
  return { el, first };
}

/**
 * Past the moment the roll's next step would have come. A task first, so React has run its
 * pending effects (an interval it keeps is armed by then); a running interval of STEP_MS then
 * fires before a timer of the same length set after it (timers of equal delay run in the order
 * set); then a task more for React's render of that step.
 */
async function pastNextStep(): Promise<void> {
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, STEP_MS));
  await new Promise((r) => setTimeout(r, 0));
}

/**
 * `step` inside React's act(): React has rendered it and run the effects it leaves (an interval
 * cleared or set) when this resolves. The act flag is on only meanwhile, so the renders these
 * tests leave to React's own scheduler give no "not wrapped in act" warnings.
 */
async function inAct(step: () => void): Promise<void> {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = flags.IS_REACT_ACT_ENVIRONMENT;
  flags.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => step());
  } finally {
    flags.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

describe('rotate', () => {
  it('starts the list at the offset and wraps', () => {
    expect(rotate([1, 2, 3], 1)).toEqual([2, 3, 1]);
    expect(rotate([1, 2, 3], 4)).toEqual([2, 3, 1]);
    expect(rotate([], 2)).toEqual([]);
  });
});

describe('WinnersRoll', () => {
  it('moves on one line at a time', async () => {
    const { first } = render();
    await waitFor(() => expect(first()).toBe('晴* 抽中 A'));
    await waitFor(() => expect(first()).toBe('夜**子 抽中 B'));
  });

  it('pauses while hovered and moves on after', async () => {
    // The roll's steps on a fake clock: React renders a hover (a continuous event) in a task of
    // its own, so a real interval could step in before the pause took effect on a busy machine.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { el, first } = render();
    await waitFor(() => expect(first()).toBe('晴* 抽中 A'));
    // React listens to mouseover/mouseout for enter/leave; Preact to mouseenter/mouseleave.
    const roll = el.querySelector('.ppw-lucky-roll')!;
    await inAct(() => {
      fireEvent.mouseOver(roll);
      fireEvent.mouseEnter(roll);
    });
    const held = first();
    await inAct(() => vi.advanceTimersByTime(STEP_MS));
    expect(first()).toBe(held);
    await inAct(() => {
      fireEvent.mouseOut(roll, { relatedTarget: document.body });
      fireEvent.mouseLeave(roll, { relatedTarget: document.body });
    });
    await inAct(() => vi.advanceTimersByTime(STEP_MS));
    await waitFor(() => expect(first()).not.toBe(held));
  });

  it('pauses while something inside has focus', async () => {
    const { el, first } = render();
    const button = await within(el).findByRole('button', { name: '暂停滚动' });
    button.focus();
    fireEvent.focus(button);
    const held = first();
    await pastNextStep();
    expect(first()).toBe(held);
  });

  it('stays still under reduced motion, and its button says it is paused', async () => {
    const { el, first } = render(true);
    await waitFor(() => expect(first()).toBe('晴* 抽中 A'));
    await pastNextStep();
    expect(first()).toBe('晴* 抽中 A');
    expect(within(el).getByRole('button', { name: '暂停滚动' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('stops and restarts from its pause button', async () => {
    const { el, first } = render();
    const button = await within(el).findByRole('button', { name: '暂停滚动' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    const held = first();
    await pastNextStep();
    expect(first()).toBe(held);
    fireEvent.click(button);
    await waitFor(() => expect(first()).not.toBe(held));
  });

  it('is not a live region: moving text is not announced', async () => {
    const { el, first } = render();
    await waitFor(() => expect(first()).toBeTruthy());
    expect(el.querySelector('[aria-live]:not([aria-live="off"]), [role="status"], [role="log"]')).toBeNull();
  });
});
