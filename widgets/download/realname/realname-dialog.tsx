/**
 * The real-name registration dialog (product-rules §2, §4, §5): name, ID and phone, submit disabled
 * until all three are valid and while in flight, per-layout error messages tied to the
 * fields, and the success panel. Personal data stays in this component's state and goes only
 * to `submit`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Dialog, type DialogCloseReason } from '../../../src/ui/dialog';
import type { I18n } from '../../../src/types';
import { FIELDS, validateForm, type CheckModes, type FieldName } from './realname-form';
import { NAME_MAX_LENGTH } from '../../../src/contact-checks/name-check';
import type { RealnameInfo } from './realname-store';

/** How the dialog ended. */
export type RealnameFinish = 'success' | DialogCloseReason;

export interface RealnameDialogProps {
  i18n: I18n;
  /** Mobile layout: errors on blur, overlay tap closes. Desktop: message on a blocked submit. */
  mobile: boolean;
  modes: CheckModes;
  /** Where focus goes when the dialog closes (the download button). */
  returnFocus: HTMLElement | null;
  /** Sends the registration; resolves on success. */
  submit(info: RealnameInfo): Promise<void>;
  /** Told after each submit attempt (for events; no personal data). */
  onSubmitted?(ok: boolean): void;
  /** The dialog is done; the owner unmounts it. */
  onFinish(how: RealnameFinish): void;
}

const EMPTY: RealnameInfo = { name: '', identity: '', phone: '' };

/** The registration dialog. */
export function RealnameDialog(props: RealnameDialogProps) {
  const t = (key: string) => props.i18n.t(key);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids = {
    intro: 'ppw-rn-intro-' + uid,
    desktopError: 'ppw-rn-desk-' + uid,
    field: (f: FieldName) => 'ppw-rn-' + f + '-' + uid,
    error: (f: FieldName) => 'ppw-rn-' + f + '-err-' + uid,
  };
  const [values, setValues] = useState<RealnameInfo>(EMPTY);
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({ name: false, identity: false, phone: false });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [desktopError, setDesktopError] = useState(false);
  const okRef = useRef<HTMLButtonElement | null>(null);
  const submitRef = useRef<HTMLButtonElement | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useEffect(() => {
    if (done && okRef.current) okRef.current.focus();
  }, [done]);

  const valid = validateForm(values, props.modes);
  const allValid = valid.name && valid.identity && valid.phone;
  const canSubmit = allValid && !busy;
  // Once everything is valid the desktop message has nothing left to say.
  const showDesktopError = !props.mobile && desktopError && !allValid;

  const onChange = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((prev) => ({ ...prev, [field]: value }));
  };
  const onBlur = (field: FieldName) => () => {
    if (props.mobile) setTouched((prev) => (prev[field] ? prev : { ...prev, [field]: true }));
  };

  const trySubmit = () => {
    if (busy) return;
    if (!allValid) {
      if (!props.mobile) setDesktopError(true);
      else setTouched({ name: true, identity: true, phone: true });
      return;
    }
    setBusy(true);
    let pending: Promise<void>;
    try {
      pending = props.submit({ ...values });
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      () => {
        if (!mounted.current) return;
        setBusy(false);
        setDone(true);
        if (props.onSubmitted) props.onSubmitted(true);
      },
      () => {
        // product-rules §8: a failed submit re-enables the button, with no message.
        if (!mounted.current) return;
        setBusy(false);
        // A disabled button drops the focus; give it back so keyboard users can retry.
        setTimeout(() => {
          const submitButton = submitRef.current;
          if (!submitButton) return;
          const doc = submitButton.ownerDocument;
          const active = doc.activeElement;
          if (!active || active === doc.body) submitButton.focus();
        }, 0);
        if (props.onSubmitted) props.onSubmitted(false);
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    trySubmit();
  };

  const fieldInvalid = (f: FieldName) =>
    props.mobile ? touched[f] && !valid[f] : showDesktopError && !valid[f];

  const describedBy = (f: FieldName): string | undefined => {
    const list: string[] = [];
    if (props.mobile && fieldInvalid(f)) list.push(ids.error(f));
    if (!props.mobile && fieldInvalid(f)) list.push(ids.desktopError);
    return list.length ? list.join(' ') : undefined;
  };

  const inputAttrs: Record<FieldName, { type: string; autoComplete: string; inputMode?: 'numeric' | 'text' | 'tel'; maxLength: number }> = {
    // The name check's own limit: a name the input lets through is never refused for its length.
    name: { type: 'text', autoComplete: 'name', maxLength: NAME_MAX_LENGTH },
    identity: { type: 'text', autoComplete: 'off', maxLength: 18 },
    phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 11 },
  };

  return (
    <Dialog
      title={t('realname.title')}
      closeLabel={t('realname.close')}
      onClose={(reason) => props.onFinish(done ? 'success' : reason)}
      closeOnOverlay={props.mobile}
      returnFocus={props.returnFocus}
      describedBy={done ? undefined : ids.intro}
      className={'ppw-realname ' + (props.mobile ? 'ppw-realname-mobile' : 'ppw-realname-desktop')}
      overlayClassName={props.mobile ? 'ppw-dialog-sheet' : undefined}
    >
      {done ? (
        <div className="ppw-realname-done">
          <p className="ppw-realname-success" role="status">
            {t('realname.success')}
          </p>
          <div className="ppw-dialog-actions">
            <button ref={okRef} type="button" className="ppw-button ppw-button-primary" onClick={() => props.onFinish('success')}>
              {t('realname.ok')}
            </button>
          </div>
        </div>
      ) : (
        <form className="ppw-realname-form" noValidate onSubmit={onSubmit}>
          <p id={ids.intro} className="ppw-realname-intro">
            {t('realname.intro')}
          </p>
          {FIELDS.map((f) => (
            <div key={f} className={'ppw-realname-field' + (fieldInvalid(f) ? ' ppw-realname-field-invalid' : '')}>
              <label htmlFor={ids.field(f)} className="ppw-realname-label">
                {t('realname.' + f)}
              </label>
              <input
                id={ids.field(f)}
                name={f}
                className="ppw-realname-input"
                type={inputAttrs[f].type}
                autoComplete={inputAttrs[f].autoComplete}
                inputMode={inputAttrs[f].inputMode}
                maxLength={inputAttrs[f].maxLength}
                placeholder={t('realname.' + f + 'Placeholder')}
                value={values[f]}
                required
                aria-required="true"
                aria-invalid={fieldInvalid(f) ? 'true' : 'false'}
                aria-describedby={describedBy(f)}
                onChange={onChange(f)}
                onBlur={onBlur(f)}
              />
              {props.mobile && fieldInvalid(f) ? (
                <p id={ids.error(f)} className="ppw-realname-error">
                  {t('realname.invalidField')}
                </p>
              ) : null}
            </div>
          ))}
          {showDesktopError ? (
            <p id={ids.desktopError} className="ppw-realname-error ppw-realname-error-desktop" role="alert">
              {/* product-rules §5's one text, whichever field is wrong (a missing name included). */}
              {t('realname.invalidDesktop')}
            </p>
          ) : null}
          <div className="ppw-dialog-actions">
            <button
              ref={submitRef}
              type="submit"
              className="ppw-button ppw-button-primary ppw-realname-submit"
              // Desktop keeps the button clickable (aria-disabled) so a blocked click can explain itself.
              disabled={props.mobile ? !canSubmit : undefined}
              aria-disabled={props.mobile ? undefined : canSubmit ? 'false' : 'true'}
              aria-busy={busy ? 'true' : undefined}
            >
              {t('realname.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
