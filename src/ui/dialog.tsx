/**
 * The library's accessible modal dialog (WAI-ARIA dialog pattern), shared by the download
 * popups, the real-name form and the lucky panels.
 *
 * - `role="dialog"`, `aria-modal="true"`, labelled by its title, optionally described.
 * - Focus moves in on open (to `initialFocus`, else the first tabbable, else the dialog),
 *   Tab and Shift+Tab cycle inside, focus leaving the dialog is brought back, and on close
 *   focus returns to `returnFocus` (default: what had focus when the dialog opened).
 * - Escape closes the topmost dialog, except while an IME composition is active (Chinese input
 *   confirms candidates with keys that must not close the form).
 * - Page scroll is locked while open and restored exactly on close (iOS included).
 * - Rendered into a `ppw-` portal root in the body of the document it renders in (its
 *   root's, `OwnerDocument`).
 *
 * @example
 * <Dialog title="提示" closeLabel={t('ui.close')} onClose={() => setOpen(false)}>
 *   <p>…</p>
 * </Dialog>
 */
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { acquirePortalRoot, releasePortalRoot } from './portal-root';
import { lockScroll } from './scroll-lock';
import { safeFocus, tabbables } from './tabbable';
import { OwnerDocument } from './render/owner-document';

/** Why a dialog asks to close. */
export type DialogCloseReason = 'escape' | 'overlay' | 'close-button';

export interface DialogProps {
  /** Text of the heading that labels the dialog. */
  title: ReactNode;
  /** Accessible name of the close control (pass a translated text). */
  closeLabel: string;
  /** Called when the user asks to close; the owner decides and unmounts the dialog. */
  onClose(reason: DialogCloseReason): void;
  /** Clicking the overlay outside the panel closes. @default false */
  closeOnOverlay?: boolean;
  /** Render the × control. @default true */
  showClose?: boolean;
  /** Element to focus on open. @default the first tabbable element */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to focus on close. @default the element focused when the dialog opened */
  returnFocus?: HTMLElement | null;
  /** Id of an element that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  /** Extra `ppw-` classes on the panel, e.g. a layout variant. */
  className?: string;
  /** Extra `ppw-` classes on the overlay; `ppw-dialog-sheet` docks the panel at the bottom. */
  overlayClassName?: string;
  children?: ReactNode;
}

// Open dialogs, newest last: only the topmost answers Escape and keeps the focus.
const stack: object[] = [];

/** The modal dialog. Mount it to open, unmount it to close. */
export function Dialog(props: DialogProps) {
  const titleId = 'ppw-dialog-title-' + useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const panelRef = useRef<HTMLDivElement | null>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  // The document of the widget's root (renderRoot gives it), not the global one.
  const doc = useContext(OwnerDocument)!;

  // Portal root, scroll lock and focus return share the dialog's lifetime.
  useLayoutEffect(() => {
    const token = {};
    stack.push(token);
    const opener = (propsRef.current.returnFocus || doc.activeElement) as HTMLElement | null;
    const portal = acquirePortalRoot(doc);
    const release = lockScroll(doc);
    setRoot(portal);

    const isTop = () => stack[stack.length - 1] === token;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        // Support: Safari reports composition keys as keyCode 229 without isComposing.
        if (event.isComposing || event.keyCode === 229) return;
        event.stopPropagation();
        propsRef.current.onClose('escape');
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!isTop() || !panel) return;
      const target = event.target as Node | null;
      if (target && !panel.contains(target)) focusFirst(panel, null);
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocusIn);
      const i = stack.indexOf(token);
      if (i >= 0) stack.splice(i, 1);
      release();
      releasePortalRoot(doc);
      const back = propsRef.current.returnFocus || opener;
      if (back && back !== doc.body && doc.documentElement.contains(back)) safeFocus(back);
    };
  }, []);

  // Focus moves in once the panel is in the document.
  useEffect(() => {
    const panel = panelRef.current;
    if (!root || !panel) return;
    const wanted = propsRef.current.initialFocus && propsRef.current.initialFocus.current;
    focusFirst(panel, wanted || null);
  }, [root]);

  if (!root) return null;

  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = tabbables(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = panelRef.current.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      safeFocus(last);
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      safeFocus(first);
    }
  };

  const onOverlayClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && props.closeOnOverlay) props.onClose('overlay');
  };

  const showClose = props.showClose !== false;
  return createPortal(
    <div className={'ppw-dialog-overlay' + (props.overlayClassName ? ' ' + props.overlayClassName : '')} onClick={onOverlayClick}>
      <div
        ref={panelRef}
        className={'ppw-dialog' + (props.className ? ' ' + props.className : '')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={props.describedBy}
        tabIndex={-1}
        onKeyDown={onPanelKeyDown}
      >
        <h2 id={titleId} className="ppw-dialog-title">
          {props.title}
        </h2>
        {props.children}
        {showClose ? (
          <button
            type="button"
            className="ppw-dialog-close"
            aria-label={props.closeLabel}
            onClick={() => props.onClose('close-button')}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>,
    root,
  );
}

function focusFirst(panel: HTMLElement, wanted: HTMLElement | null): void {
  if (wanted && panel.contains(wanted) && safeFocus(wanted)) return;
  // The × comes last in the DOM; prefer the content's first control, then the ×.
  const all = tabbables(panel);
  const content = all.filter((el) => !el.classList.contains('ppw-dialog-close'));
  const first = content[0] || all[0];
  if (first && safeFocus(first)) return;
  safeFocus(panel);
}
