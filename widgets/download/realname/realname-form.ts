/**
 * Field validity of the real-name form (product-rules §5), pure: which fields are valid and whether
 * the submit may run.
 */
import { isValidId } from './id-check';
import { isValidName } from '../../../src/contact-checks/name-check';
import { isValidPhone } from '../../../src/contact-checks/phone-check';
import type { RealnameInfo } from './realname-store';

export type FieldName = keyof RealnameInfo;

export const FIELDS: readonly FieldName[] = ['name', 'identity', 'phone'];

export interface CheckModes {
  idCheck: 'strict' | 'format';
  phoneCheck: 'broad' | 'strict';
}

/** Validity per field; every field is required. */
export function validateForm(info: RealnameInfo, modes: CheckModes): Record<FieldName, boolean> {
  return {
    name: isValidName(info.name),
    identity: isValidId(info.identity, modes.idCheck),
    phone: isValidPhone(info.phone, modes.phoneCheck),
  };
}

/** Whether all three fields are valid (the submit is enabled only then, and not in flight). */
export function isFormValid(info: RealnameInfo, modes: CheckModes): boolean {
  const v = validateForm(info, modes);
  return v.name && v.identity && v.phone;
}
