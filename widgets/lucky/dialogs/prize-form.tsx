/**
 * The prize-info form in the shared accessible Dialog: name, phone, address, validated on
 * blur and on submit, errors tied to their fields (`aria-invalid`, `aria-describedby`).
 * Sends `updatePrizeInfo` with `recordId` and `userData`; the data is never logged.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '../../../src/ui/dialog';
import { errorKind } from '../state/lucky-errors';
import type { PrizeInfoFields } from '../state/lucky-types';
import { prizeUserData, validatePrizeInfo, type PrizeInfoErrors } from './prize-info';
import { Note, useUid } from '../parts/lucky-ui';
import { useLuckyContext } from '../lucky-context';
import { useDialogTexts } from './messages';

export interface PrizeFormProps {
  prizeName: string;
  /** Sends the `userData` text; rejects with an API state on failure. */
  submit(userData: string): Promise<unknown>;
  onDone(): void;
  onClose(): void;
}

const FIELDS: Array<{ key: keyof PrizeInfoFields; type: string; autoComplete: string; inputMode?: 'tel' }> = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'address', type: 'text', autoComplete: 'street-address' },
];

export function PrizeForm(props: PrizeFormProps) {
  useDialogTexts();
  const { t, config } = useLuckyContext();
  const phoneCheck = config.realname.phoneCheck;
  const uid = useUid();
  const [values, setValues] = useState<PrizeInfoFields>({ name: '', phone: '', address: '' });
  const [shown, setShown] = useState<PrizeInfoErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const firstRef = useRef<HTMLInputElement | null>(null);

  const fieldId = (key: string) => 'ppw-lucky-form-' + key + '-' + uid;
  const check = (key: keyof PrizeInfoFields) => {
    const all = validatePrizeInfo(values, phoneCheck);
    setShown((old) => ({ ...old, [key]: values[key] === '' ? undefined : all[key] }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = validatePrizeInfo(values, phoneCheck);
    setShown(errors);
    const firstBad = FIELDS.filter((f) => errors[f.key])[0];
    if (firstBad) {
      // The form's own document (a frame's, in a frame).
      const el = (event.currentTarget as HTMLFormElement).ownerDocument.getElementById(fieldId(firstBad.key));
      if (el) el.focus();
      return;
    }
    setBusy(true);
    setFailure('');
    props
      .submit(prizeUserData(values))
      .then(
        () => props.onDone(),
        (e: unknown) => {
          setBusy(false);
          setFailure(t('lucky.error.' + errorKind(e)));
        },
      );
  };

  return (
    <Dialog title={t('lucky.form.title')} closeLabel={t('lucky.close')} onClose={props.onClose} initialFocus={firstRef} describedBy={fieldId('intro')} className="ppw-lucky-dialog">
      <form className="ppw-lucky-form" noValidate onSubmit={onSubmit}>
        <p id={fieldId('intro')}>{t('lucky.form.intro', { prize: props.prizeName })}</p>
        {FIELDS.map((f) => {
          const id = fieldId(f.key);
          const error = shown[f.key];
          return (
            <p key={f.key} className="ppw-lucky-field">
              <label htmlFor={id}>{t('lucky.form.' + f.key)}</label>
              <input
                id={id}
                ref={f.key === 'name' ? firstRef : undefined}
                name={f.key}
                type={f.type}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                required
                aria-required="true"
                aria-invalid={error ? 'true' : 'false'}
                aria-describedby={error ? id + '-error' : undefined}
                value={values[f.key]}
                onChange={(e) => {
                  const v = e.target.value;
                  setValues((old) => ({ ...old, [f.key]: v }));
                }}
                onBlur={() => check(f.key)}
              />
              {error ? (
                <span id={id + '-error'} className="ppw-lucky-field-error">
                  {t(error)}
                </span>
              ) : null}
            </p>
          );
        })}
        <Note>{failure}</Note>
        <button type="submit" className="ppw-lucky-button" aria-disabled={busy ? 'true' : undefined}>
          {t(busy ? 'lucky.form.submitting' : 'lucky.form.submit')}
        </button>
      </form>
    </Dialog>
  );
}
