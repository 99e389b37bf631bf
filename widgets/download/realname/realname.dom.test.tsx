import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { createRecordingLogger, createTestContext, testEnvironment, type TestContextOptions } from '../../../tests/helpers/context';
import { createClient } from '../../../src/api/client';
import { defaultConfig } from '../../../src/runtime/config';
import { mount } from '../index';
import { navigate } from '../../../src/app-link/navigate';
import { REALNAME_KEYS } from './realname-store';
// Loaded up front so the download's lazy import of the step resolves at once in these tests.
import './index';

vi.mock('../../../src/app-link/navigate', () => ({ navigate: vi.fn(() => true) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NAME = '买买提·艾力';
const ID = '11010519491231002X';
const PHONE = '13812345678';

const GAME =
  '<a data-widget="download" href="/download/apk?appId=77" data-id="77" data-name="三国" data-package-name="com.game" ' +
  'data-resource-type="1" data-require-id="1">下载</a>';

const openConfig = { isOpen: true, limitCount: 3, ratio: 1, utmSource: ['excluded'] };

function okResponse(body = '{"code":2000000}', contentType = 'application/json') {
  return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': contentType } }));
}

let fetchMock: ReturnType<typeof vi.fn>;

function setup(options: { mobile?: boolean; config?: unknown; fetchImpl?: () => Promise<Response>; ctx?: TestContextOptions } = {}) {
  document.body.innerHTML = '<main>' + GAME + '</main>';
  const el = document.querySelector('[data-widget="download"]') as HTMLElement;
  const base = defaultConfig();
  const getRealnameConfig = vi.fn(() => Promise.resolve(options.config === undefined ? openConfig : options.config));
  fetchMock = vi.fn(options.fetchImpl || (() => okResponse()));
  vi.stubGlobal('fetch', fetchMock);
  const ctx = createTestContext({
    ...options.ctx,
    env: { isMobile: options.mobile !== false, ...(options.ctx && options.ctx.env) },
    config: { ...(options.ctx && options.ctx.config), realname: { ...base.realname, enabled: true, submitUrl: '/realname/submit' } },
    api: {
      downloadApkUrl: (id: string) => 'https://dl.example/download/apk?appId=' + id,
      getRealnameConfig,
      // The library's client, on the stubbed global fetch (the submit goes through it).
      client: createClient({ env: testEnvironment(), logger: createRecordingLogger() }),
    },
  });
  let unmount: () => void = () => undefined;
  act(() => {
    unmount = mount(el, ctx);
  });
  return { el, ctx, getRealnameConfig, unmount: () => act(() => unmount()) };
}

async function flush() {
  for (let i = 0; i < 8; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

async function tap(el: HTMLElement) {
  el.focus();
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
  await flush();
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;
const input = (name: string) => dialog()!.querySelector('input[name="' + name + '"]') as HTMLInputElement;
const submitButton = () => dialog()!.querySelector('.ppw-realname-submit') as HTMLButtonElement;
const buttonByText = (text: string) =>
  Array.from(dialog()!.querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;

function fill(values: { name?: string; identity?: string; phone?: string }) {
  for (const k of Object.keys(values) as Array<keyof typeof values>) {
    fireEvent.change(input(k), { target: { value: values[k] } });
  }
}

beforeEach(() => vi.mocked(navigate).mockClear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('real-name step of the download', () => {
  it('runs the whole happy path: dialog, submit, success panel, then "I know" downloads without a log', async () => {
    const { el, ctx } = setup();
    await tap(el);
    expect(dialog()).not.toBeNull();
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('用户实名登记');
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe('确认提交');
    expect(navigate).not.toHaveBeenCalled();

    fill({ name: NAME, identity: ID });
    expect(submitButton().disabled).toBe(true);
    fill({ phone: PHONE });
    expect(submitButton().disabled).toBe(false);

    act(() => submitButton().click());
    expect(submitButton().disabled).toBe(true); // in flight
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/realname/submit');
    expect(init.method).toBe('POST');
    const body = new URLSearchParams(String(init.body));
    expect(body.get('name')).toBe(NAME);
    expect(body.get('identity')).toBe(ID);
    expect(body.get('phone')).toBe(PHONE);
    expect(body.get('appId')).toBe('77');

    expect(dialog()!.textContent).toContain('登记成功');
    expect(document.activeElement).toBe(buttonByText('我知道了'));
    act(() => buttonByText('我知道了').click());
    await flush();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(el);
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=77', window);
    // product-rules §4: "I know" runs the callback without logging; nothing was logged at the tap either.
    expect(ctx.services.log.click).not.toHaveBeenCalled();
    expect(ctx.services.log.activity).not.toHaveBeenCalled();

    const local = ctx.services.local as unknown as { dump(): Record<string, unknown> };
    expect(local.dump()[REALNAME_KEYS.info]).toEqual({ name: NAME, identity: ID, phone: PHONE });
    expect(local.dump()[REALNAME_KEYS.registered]).toBe(1);

    // No personal data in any event or log call.
    const seen = JSON.stringify([ctx.events.map((e) => e.detail), vi.mocked(ctx.services.log.click).mock.calls, vi.mocked(ctx.services.log.activity).mock.calls, ctx.logger.warnings, ctx.logger.errors]);
    for (const secret of [NAME, ID, PHONE]) expect(seen).not.toContain(secret);
    expect(ctx.events.filter((e) => e.name === 'realname').map((e) => (e.detail as { action: string }).action)).toEqual(['show', 'success', 'done']);
  });

  it('downloads at once for a registered visitor, logged once, and asks again once the registration expired', async () => {
    let now = 1_000_000;
    const { el, ctx, getRealnameConfig } = setup({ ctx: { now: () => now } });
    ctx.services.local.set(REALNAME_KEYS.registered, 1, 60);
    await tap(el);
    expect(dialog()).toBeNull();
    expect(getRealnameConfig).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    // product-rules §4: a registered visitor gets the original callback, which logs.
    const fields = expect.objectContaining({ appId: '77', appName: '三国', resourceType: 1 });
    expect(ctx.services.log.activity).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.activity).toHaveBeenCalledWith(fields);
    expect(ctx.services.log.click).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.click).toHaveBeenCalledWith(fields);
    expect(vi.mocked(ctx.services.log.click).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(navigate).mock.invocationCallOrder[0]);
    now += 61_000 + 2000;
    await tap(el);
    expect(dialog()).not.toBeNull();
  });

  it('re-enables the submit with no message when the submit fails', async () => {
    const { el } = setup({ fetchImpl: () => okResponse('{"code":5000406,"msg":"no"}') });
    await tap(el);
    fill({ name: NAME, identity: ID, phone: PHONE });
    // Browsers drop the focus of a button that becomes disabled: start from no focus.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    act(() => submitButton().click());
    await flush();
    expect(submitButton().disabled).toBe(false);
    expect(document.activeElement).toBe(submitButton());
    expect(dialog()!.querySelector('.ppw-realname-error')).toBeNull();
    expect(dialog()!.textContent).not.toContain('登记成功');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes an HTML page answered with 200 as a failure, not a registration', async () => {
    const { el, ctx } = setup({ fetchImpl: () => okResponse('<!doctype html><title>登录</title>', 'text/html') });
    await tap(el);
    fill({ name: NAME, identity: ID, phone: PHONE });
    act(() => submitButton().click());
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(submitButton().disabled).toBe(false);
    expect(dialog()!.textContent).not.toContain('登记成功');
    const local = ctx.services.local as unknown as { dump(): Record<string, unknown> };
    expect(local.dump()[REALNAME_KEYS.registered]).toBeUndefined();
    expect(ctx.events.filter((e) => e.name === 'realname').map((e) => (e.detail as { action: string }).action)).toEqual(['show', 'failure']);
    const told = JSON.stringify([ctx.events.map((e) => e.detail), ctx.logger.warnings, ctx.logger.errors]);
    for (const secret of [NAME, ID, PHONE]) expect(told).not.toContain(secret);
  });

  it('shows the field message on blur of an invalid field on mobile, tied to the field', async () => {
    const { el } = setup({ mobile: true });
    await tap(el);
    fill({ identity: '110105194902291232' });
    fireEvent.blur(input('identity'));
    const idInput = input('identity');
    expect(idInput.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(idInput.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toBe('请输入正确的信息');
    expect(input('phone').getAttribute('aria-invalid')).toBe('false');
    fill({ identity: ID });
    expect(input('identity').getAttribute('aria-invalid')).toBe('false');
  });

  it('explains a click on the disabled submit on desktop', async () => {
    const { el } = setup({ mobile: false });
    await tap(el);
    fill({ name: NAME, identity: ID, phone: '12345' });
    const submit = submitButton();
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    act(() => submit.click());
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    const alert = dialog()!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('您的身份证号或手机号输入有误，请重新输入后再登记');
    expect(input('phone').getAttribute('aria-invalid')).toBe('true');
    expect(input('phone').getAttribute('aria-describedby')).toBe(alert.id);
    expect(input('identity').getAttribute('aria-invalid')).toBe('false');
  });

  it("on desktop, a missing name gets product-rules §5's one text too, tied to the name field", async () => {
    const { el } = setup({ mobile: false });
    await tap(el);
    fill({ name: '   ', identity: ID, phone: PHONE });
    act(() => submitButton().click());
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
    const alert = dialog()!.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('您的身份证号或手机号输入有误，请重新输入后再登记');
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(input('name').getAttribute('aria-describedby')).toBe(alert.id);
    expect(input('identity').getAttribute('aria-invalid')).toBe('false');
    expect(input('phone').getAttribute('aria-invalid')).toBe('false');
  });

  it('on desktop, the text is in English with locale en and overridable through messages', async () => {
    for (const [config, text] of [
      [{ locale: 'en' }, 'Your ID number or mobile number is incorrect. Please correct it and register again.'],
      [{ messages: { 'realname.invalidDesktop': '请检查身份证号或手机号' } }, '请检查身份证号或手机号'],
    ] as const) {
      const { el, unmount } = setup({ mobile: false, ctx: { config } });
      await tap(el);
      fill({ identity: ID, phone: PHONE });
      act(() => submitButton().click());
      await flush();
      expect(dialog()!.querySelector('[role="alert"]')!.textContent).toBe(text);
      unmount();
    }
  });

  it('takes any name present after trimming (product-rules §5 "required"), up to the name limit', async () => {
    const { el } = setup({ mobile: true });
    await tap(el);
    fill({ identity: ID, phone: PHONE });
    expect(submitButton().disabled).toBe(true); // no name
    for (const name of ['张', 'A', '张3', '李四2号']) {
      fill({ name });
      expect(submitButton().disabled, name).toBe(false);
      fireEvent.blur(input('name'));
      expect(input('name').getAttribute('aria-invalid'), name).toBe('false');
    }
    fill({ name: ' \u3000 ' });
    expect(submitButton().disabled).toBe(true);
    fireEvent.blur(input('name'));
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(input('name').maxLength).toBe(60);
    fill({ name: '张' });
    act(() => submitButton().click());
    await flush();
    expect(new URLSearchParams(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).get('name')).toBe('张');
  });

  it('continues the download without a log when closed (popup type 0), returning focus', async () => {
    const { el, ctx } = setup();
    await tap(el);
    act(() => (dialog()!.querySelector('.ppw-dialog-close') as HTMLElement).click());
    await flush();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(el);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.click).not.toHaveBeenCalled();
    expect(ctx.services.log.activity).not.toHaveBeenCalled();
  });

  it('continues the download without a log when closed by Escape', async () => {
    const { el, ctx } = setup({ mobile: false });
    await tap(el);
    act(() => {
      input('name').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await flush();
    expect(dialog()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.click).not.toHaveBeenCalled();
    expect(ctx.services.log.activity).not.toHaveBeenCalled();
  });

  it('logs nothing when the button goes away while the dialog is open', async () => {
    const { el, ctx, unmount } = setup();
    await tap(el);
    expect(dialog()).not.toBeNull();
    unmount();
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    expect(ctx.services.log.click).not.toHaveBeenCalled();
    expect(ctx.services.log.activity).not.toHaveBeenCalled();
  });

  it('closes on an overlay tap on mobile only', async () => {
    const desktop = setup({ mobile: false });
    await tap(desktop.el);
    act(() => (document.querySelector('.ppw-dialog-overlay') as HTMLElement).click());
    expect(dialog()).not.toBeNull();
    desktop.unmount();
    expect(dialog()).toBeNull();

    const mobile = setup({ mobile: true });
    await tap(mobile.el);
    act(() => (document.querySelector('.ppw-dialog-overlay') as HTMLElement).click());
    await flush();
    expect(dialog()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(mobile.ctx.services.log.click).not.toHaveBeenCalled();
  });

  it('does not close on Escape during IME composition', async () => {
    const { el } = setup();
    await tap(el);
    act(() => {
      input('name').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, isComposing: true }));
    });
    expect(dialog()).not.toBeNull();
  });

  it('skips the popup and downloads when there is no config, it is closed, the ratio draw or utm_source excludes the click', async () => {
    for (const variant of [
      // product-rules §4: none fetched runs the callback with noLog.
      { reason: 'no-config', logs: 0, config: null },
      { reason: 'no-config', logs: 0, config: null, fail: true },
      // product-rules §5 skips the flow: the original callback, logged.
      { reason: 'closed', logs: 1, config: { ...openConfig, isOpen: false } },
      { reason: 'ratio', logs: 1, config: { ...openConfig, ratio: 0 } },
      { reason: 'utm', logs: 1, config: openConfig, ctx: { env: { query: { p: null, chSrc: null, debug: null, utmSource: 'excluded' } } } },
    ]) {
      vi.mocked(navigate).mockClear();
      const { el, ctx, getRealnameConfig } = setup(variant);
      if (variant.fail) getRealnameConfig.mockImplementation(() => Promise.reject({ code: -1, msg: 'timeout' }));
      await tap(el);
      expect(dialog()).toBeNull();
      expect(navigate).toHaveBeenCalledTimes(1);
      const rn = ctx.events.filter((e) => e.name === 'realname').map((e) => e.detail as { action: string; reason: string });
      expect(rn).toEqual([expect.objectContaining({ action: 'skip', reason: variant.reason })]);
      expect(ctx.services.log.click, variant.reason).toHaveBeenCalledTimes(variant.logs);
      expect(ctx.services.log.activity, variant.reason).toHaveBeenCalledTimes(variant.logs);
    }
  });

  it('logs the download once past limitCount, after three unlogged closes', async () => {
    let now = 1_000_000;
    const { el, ctx } = setup({ ctx: { now: () => now } });
    for (let i = 0; i < 3; i++) {
      await tap(el);
      expect(dialog()).not.toBeNull();
      act(() => (dialog()!.querySelector('.ppw-dialog-close') as HTMLElement).click());
      await flush();
      now += 3000; // past the double-tap guard
    }
    expect(navigate).toHaveBeenCalledTimes(3);
    expect(ctx.services.log.click).not.toHaveBeenCalled();
    await tap(el);
    expect(dialog()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(4);
    expect(ctx.services.log.click).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.activity).toHaveBeenCalledTimes(1);
  });

  it('caches the config for confTime', async () => {
    const { el, getRealnameConfig } = setup();
    await tap(el);
    act(() => (dialog()!.querySelector('.ppw-dialog-close') as HTMLElement).click());
    await flush();
    await new Promise((r) => setTimeout(r, 0));
    // The repeat guard is time based; move past it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5000);
    await tap(el);
    vi.useRealTimers();
    expect(getRealnameConfig).toHaveBeenCalledTimes(1);
  });

  it('never opens for apps that are not games or need no ID', async () => {
    document.body.innerHTML = '';
    const { ctx } = setup();
    const soft = document.createElement('a');
    soft.setAttribute('data-widget', 'download');
    soft.setAttribute('data-id', '5');
    soft.setAttribute('data-resource-type', '0');
    soft.setAttribute('data-require-id', '1');
    document.body.appendChild(soft);
    act(() => {
      mount(soft, ctx);
    });
    await tap(soft);
    expect(dialog()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=5', window);
    // Outside the real-name flow the download logs as always.
    expect(ctx.services.log.click).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.activity).toHaveBeenCalledTimes(1);
  });
});
