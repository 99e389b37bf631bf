/**
 * The prize-info form's rules (name, phone, address), validated like the real-name fields
 * (the validators of widgets/download/realname), and the `userData` sent with `updatePrizeInfo`.
 * Pure. The data is personal: it goes into the call and nowhere else.
 */
import { isValidName } from '../../../src/contact-checks/name-check';
import { isValidPhone } from '../../../src/contact-checks/phone-check';
import type { PrizeInfoFields } from '../state/lucky-types';

/** Longest address accepted, in characters. */
export const ADDRESS_MAX_LENGTH = 200;
/** Shortest address that can be delivered to (province + city + street at least). */
export const ADDRESS_MIN_LENGTH = 5;

export type PrizeInfoErrors = Partial<Record<keyof PrizeInfoFields, string>>;

/**
 * Message keys of the invalid fields; `{}` when the form can be sent.
 * @example validatePrizeInfo({ name: '张三', phone: '13812345678', address: '浙江省杭州市西湖区' }) // {}
 */
export function validatePrizeInfo(fields: PrizeInfoFields, phoneCheck: 'broad' | 'strict' = 'broad'): PrizeInfoErrors {
  const errors: PrizeInfoErrors = {};
  if (!isValidName(fields.name)) errors.name = 'lucky.form.invalid.name';
  if (!isValidPhone(fields.phone, phoneCheck)) errors.phone = 'lucky.form.invalid.phone';
  const address = fields.address.trim();
  if (address.length < ADDRESS_MIN_LENGTH || address.length > ADDRESS_MAX_LENGTH) {
    errors.address = 'lucky.form.invalid.address';
  }
  return errors;
}

/** The `userData` JSON text for `updatePrizeInfo`, trimmed fields only. */
export function prizeUserData(fields: PrizeInfoFields): string {
  return JSON.stringify({ name: fields.name.trim(), phone: fields.phone.trim(), address: fields.address.trim() });
}
