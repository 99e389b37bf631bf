import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Dialog } from './dialog';
import { isScrollLocked } from './scroll-lock';
import { OwnerDocument } from './render/owner-document';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement | null = null;

function render(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(<OwnerDocument.Provider value={document}>{node}</OwnerDocument.Provider>));
}

function key(target: EventTarget, k: string, init: KeyboardEventInit = {}) {
  const ev = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(ev);
  });
  return ev;
}

afterEach(() => {
  act(() => root && root.unmount());
  root = null;
  if (host) host.remove();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

function Harness(props: { onClose?: (r: string) => void; closeOnOverlay?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" id="opener" onClick={() => setOpen(true)}>open</button>
      {open ? (
        <Dialog
          title="标题"
          closeLabel="关闭"
          closeOnOverlay={props.closeOnOverlay}
          onClose={(r) => {
            if (props.onClose) props.onClose(r);
            setOpen(false);
          }}
        >
          <input id="first" />
          <button type="button" id="last">ok</button>
        </Dialog>
      ) : null}
    </div>
  );
}

function openHarness(props: { onClose?: (r: string) => void; closeOnOverlay?: boolean } = {}) {
  render(<Harness {...props} />);
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  act(() => opener.click());
  return opener;
}

describe('Dialog', () => {
  it('renders a labelled modal dialog in a ppw- portal root of document.body', () => {
    openHarness();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') || '');
    expect(title && title.textContent).toBe('标题');
    expect(dialog.closest('.ppw-portal')!.parentElement).toBe(document.body);
  });

  it('moves focus to the first control on open', () => {
    openHarness();
    expect(document.activeElement && document.activeElement.id).toBe('first');
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    openHarness();
    const close = document.querySelector('.ppw-dialog-close') as HTMLElement;
    close.focus();
    const ev = key(close, 'Tab');
    expect(ev.defaultPrevented).toBe(true);
    expect(document.activeElement && document.activeElement.id).toBe('first');
    key(document.activeElement!, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn();
    const opener = openHarness({ onClose });
    key(document.activeElement!, 'Escape');
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape while an IME composition is active', () => {
    const onClose = vi.fn();
    openHarness({ onClose });
    key(document.activeElement!, 'Escape', { isComposing: true });
    key(document.activeElement!, 'Escape', { keyCode: 229 } as KeyboardEventInit);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('closes on an overlay click only when asked to', () => {
    const onClose = vi.fn();
    openHarness({ onClose });
    const overlay = document.querySelector('.ppw-dialog-overlay') as HTMLElement;
    act(() => overlay.click());
    expect(onClose).not.toHaveBeenCalled();
    act(() => root!.unmount());
    root = null;
    openHarness({ onClose, closeOnOverlay: true });
    act(() => (document.querySelector('.ppw-dialog-overlay') as HTMLElement).click());
    expect(onClose).toHaveBeenCalledWith('overlay');
  });

  it('does not close when the panel itself is clicked', () => {
    const onClose = vi.fn();
    openHarness({ onClose, closeOnOverlay: true });
    act(() => (document.querySelector('.ppw-dialog') as HTMLElement).click());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks page scroll while open and removes every trace on close', () => {
    document.body.setAttribute('style', 'color: red');
    openHarness();
    expect(isScrollLocked()).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => (document.querySelector('.ppw-dialog-close') as HTMLElement).click());
    expect(isScrollLocked()).toBe(false);
    expect(document.body.getAttribute('style')).toBe('color: red;');
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expect(document.documentElement.classList.contains('ppw-scroll-locked')).toBe(false);
    expect(document.querySelector('.ppw-portal')).toBeNull();
  });

  it('brings focus back when it leaves the dialog', () => {
    openHarness();
    const outside = document.getElementById('opener') as HTMLElement;
    act(() => outside.focus());
    expect(document.querySelector('[role="dialog"]')!.contains(document.activeElement)).toBe(true);
  });
});
