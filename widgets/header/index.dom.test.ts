import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createRecordingLogger, createTestContext, testEnvironment } from '../../tests/helpers/context';
import { HEADER_MARKUP as markup } from '../../tests/helpers/header';

// The header's start (index.ts, in the core) is set at once; its behaviour (enhance/index.ts) is the
// chunk the runtime loads at the header's first interaction, holding and replaying clicks on
// the toggle and the tags meanwhile (src/runtime/island.ts); these tests act before it has arrived.

/**
 * How long to wait for the behaviour: each setup resets the modules, so its chunk is transformed
 * and imported afresh, which can take longer than vi.waitFor's 1 s default on a busy machine.
 */
const untilCodeCame = { timeout: 10_000, interval: 5 };

const $ = (sel: string) => document.querySelector<HTMLElement>(sel)!;

/** What the page is told: the header's `pp:menu` events, and `fail` called with each `pp:error`. */
interface Told {
  events: { name: string; detail: unknown }[];
  fail: Mock;
}

/**
 * The library's runtime with the registry's header (its chunk not loaded yet: modules reset),
 * started with speculative loading off; resolves once the header's start has mounted.
 */
async function setup(): Promise<{ context: Told; unmount: () => void }> {
  vi.resetModules();
  const { widgets } = await import('../../app/widgets');
  const { createApplication } = await import('../../src/runtime/application');
  document.body.innerHTML = markup;
  const context: Told = { events: [], fail: vi.fn() };
  const onMenu = (e: Event) => context.events.push({ name: 'menu', detail: (e as CustomEvent).detail });
  const onError = (e: Event) => context.fail((e as CustomEvent).detail);
  document.addEventListener('pp:menu', onMenu);
  document.addEventListener('pp:error', onError);
  const services = createTestContext().services;
  const app = createApplication({
    version: 't', widgets: widgets.filter((w) => w.name === 'header'),
    createServices: () => services, detectEnvironment: () => testEnvironment(), logger: createRecordingLogger(),
  });
  const ready = new Promise((resolve) => document.addEventListener('pp:ready', resolve, { once: true }));
  app.start({ prefetch: false });
  await ready;
  return {
    context,
    unmount: () => {
      app.stop();
      document.removeEventListener('pp:menu', onMenu);
      document.removeEventListener('pp:error', onError);
    },
  };
}

/** Every click that reaches the document: [defaultPrevented] in order. */
function recordClicks(): boolean[] {
  const seen: boolean[] = [];
  const record = (e: Event) => seen.push(e.defaultPrevented);
  document.addEventListener('click', record);
  return seen;
}

const click = (el: HTMLElement) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('header mount before its behaviour has arrived', () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => vi.doUnmock('./enhance/index'));
  afterEach(() => {
    unmount();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('sets aria-expanded="false" and the popup and mask classes at once', async () => {
    const s = await setup();
    unmount = s.unmount;
    expect($('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('false');
    expect($('#apps').getAttribute('aria-expanded')).toBe('false');
    expect($('#games').getAttribute('aria-expanded')).toBe('false');
    expect($('#app-tags').classList.contains('ppw-header-popup')).toBe(true);
    expect($('#game-tags').classList.contains('ppw-header-popup')).toBe(true);
    expect($('[data-menu-mask]').classList.contains('ppw-header-mask')).toBe(true);
    expect($('header').classList.contains('ppw-header')).toBe(true);
  });

  it('shows the popup of the tag the pointer is over when the code comes', async () => {
    const s = await setup();
    unmount = s.unmount;
    // Support: jsdom has no hover state; a browser matches :hover where the pointer is.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, sel: string) {
      return sel === ':hover' ? this.id === 'apps' : matches.call(this, sel);
    });
    $('#apps').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    $('#apps').dispatchEvent(new MouseEvent('mouseenter'));
    expect($('#app-tags').hidden).toBe(true);
    await vi.waitFor(() => expect($('#app-tags').hidden).toBe(false), untilCodeCame);
    expect($('#apps').getAttribute('aria-expanded')).toBe('true');
    expect($('#game-tags').hidden).toBe(true);
  });

  it('shows nothing for a tag the pointer entered and left before the code came', async () => {
    const s = await setup();
    unmount = s.unmount;
    $('#apps').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    $('#apps').dispatchEvent(new MouseEvent('mouseenter'));
    $('#apps').dispatchEvent(new MouseEvent('mouseleave'));
    // Here once its own listener answers a mouseenter.
    await vi.waitFor(() => {
      $('#games').dispatchEvent(new MouseEvent('mouseenter'));
      expect($('#game-tags').hidden).toBe(false);
    }, untilCodeCame);
    expect($('#app-tags').hidden).toBe(true);
  });

  it('shows the popup of a tag focused before the code came', async () => {
    const s = await setup();
    unmount = s.unmount;
    $('#games').focus();
    await vi.waitFor(() => expect($('#game-tags').hidden).toBe(false), untilCodeCame);
  });

  it('holds a tap\'s click and replays it: the first tap shows the popup and does not follow the link, the second follows', async () => {
    const s = await setup();
    unmount = s.unmount;
    const clicks = recordClicks();
    $('#games').dispatchEvent(new Event('touchstart', { bubbles: true }));
    $('#games').dispatchEvent(new MouseEvent('mouseenter'));
    click($('#games'));
    // The code arrives long after the tap: the replayed click is still that tap's.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5000);
    await vi.waitFor(() => expect(clicks.length).toBe(2), untilCodeCame);
    expect(clicks).toEqual([true, true]);
    expect($('#game-tags').hidden).toBe(false);
    $('#games').dispatchEvent(new Event('touchstart', { bubbles: true }));
    $('#games').dispatchEvent(new MouseEvent('mouseenter'));
    click($('#games'));
    expect(clicks[2]).toBe(false);
  });

  it('keeps a tap whose click comes after the code: the first tap shows the popup', async () => {
    const s = await setup();
    unmount = s.unmount;
    $('#games').dispatchEvent(new Event('touchstart', { bubbles: true }));
    // The behaviour is here once its own listener answers the compatibility mouseenter.
    await vi.waitFor(() => {
      $('#games').dispatchEvent(new MouseEvent('mouseenter'));
      expect($('#game-tags').hidden).toBe(false);
    }, untilCodeCame);
    const clicks = recordClicks();
    click($('#games'));
    expect(clicks).toEqual([true]);
  });

  it('replays a mouse click after hover as a followed link, as with the code there', async () => {
    const s = await setup();
    unmount = s.unmount;
    const clicks = recordClicks();
    $('#apps').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    $('#apps').dispatchEvent(new MouseEvent('mouseenter'));
    click($('#apps'));
    await vi.waitFor(() => expect(clicks.length).toBe(2), untilCodeCame);
    expect(clicks).toEqual([true, false]);
  });

  it('replays a click on the toggle: the menu opens', async () => {
    const s = await setup();
    unmount = s.unmount;
    click($('[data-menu-toggle]'));
    expect($('#nav').hidden).toBe(true);
    // Heard at once: the busy mark until the replay.
    expect($('[data-menu-toggle]').getAttribute('aria-busy')).toBe('true');
    expect($('[data-menu-toggle]').classList.contains('ppw-busy')).toBe(true);
    await vi.waitFor(() => expect($('#nav').hidden).toBe(false), untilCodeCame);
    expect($('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('true');
    expect($('[data-menu-toggle]').hasAttribute('aria-busy')).toBe(false);
    expect($('[data-menu-toggle]').classList.contains('ppw-busy')).toBe(false);
    expect(s.context.events.map((e) => [e.name, e.detail])).toEqual([['menu', { open: true }]]);
  });

  const escape = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  const menuEvents = (s: { context: Told }) => s.context.events.map((e) => e.detail);

  it('closes the menu again for an Escape pressed after a held click on the toggle', async () => {
    const s = await setup();
    unmount = s.unmount;
    click($('[data-menu-toggle]'));
    escape();
    // The held click is replayed (busy mark off), then the Escape after it.
    await vi.waitFor(() => expect($('[data-menu-toggle]').hasAttribute('aria-busy')).toBe(false), untilCodeCame);
    expect(menuEvents(s)).toEqual([{ open: true }, { open: false }]);
    expect($('#nav').hidden).toBe(true);
    expect($('[data-menu-mask]').hidden).toBe(true);
    expect($('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('false');
    // Applied once: the next click opens the menu and keeps it open.
    click($('[data-menu-toggle]'));
    expect($('#nav').hidden).toBe(false);
  });

  it('hides the popup again for an Escape pressed after a held tap on a tag', async () => {
    const s = await setup();
    unmount = s.unmount;
    const clicks = recordClicks();
    $('#games').dispatchEvent(new Event('touchstart', { bubbles: true }));
    click($('#games'));
    escape();
    await vi.waitFor(() => expect(clicks.length).toBe(2), untilCodeCame);
    // The replayed tap still did not follow the link; the Escape hid what it showed.
    expect(clicks).toEqual([true, true]);
    expect($('#game-tags').hidden).toBe(true);
    expect($('#games').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the order of Escapes and held clicks: an Escape before a click closes nothing', async () => {
    const s = await setup();
    unmount = s.unmount;
    escape();
    click($('[data-menu-toggle]'));
    escape();
    click($('[data-menu-toggle]'));
    await vi.waitFor(() => expect($('[data-menu-toggle]').hasAttribute('aria-busy')).toBe(false), untilCodeCame);
    // Open, Escape, open again: as if the code had been there all along.
    expect(menuEvents(s)).toEqual([{ open: true }, { open: false }, { open: true }]);
    expect($('#nav').hidden).toBe(false);
  });

  it('replays a held click un-prevented and fails when the code cannot load', async () => {
    vi.doMock('./enhance/index', () => {
      throw new Error('chunk failed');
    });
    // (setup resets the modules; the mock stays.)
    const s = await setup();
    unmount = s.unmount;
    const clicks = recordClicks();
    click($('#games'));
    await vi.waitFor(() => expect(clicks.length).toBe(2), untilCodeCame);
    expect(clicks).toEqual([true, false]);
    expect($('#games').hasAttribute('aria-busy')).toBe(false);
    expect(s.context.fail).toHaveBeenCalledTimes(1);
  });

  it('gives the markup back when unmounted before the code came', async () => {
    const s = await setup();
    s.unmount();
    expect($('#apps').hasAttribute('aria-expanded')).toBe(false);
    expect($('#app-tags').classList.contains('ppw-header-popup')).toBe(false);
    expect($('header').classList.contains('ppw-header')).toBe(false);
  });
});
