/**
 * The texts of the panel's dialogs (the prize-info form, the cash detail), zh-CN default and
 * English, in their chunk (`lucky-dialogs`), so a panel that never opens one does not load them;
 * rows as in ../lucky-messages.ts. A page overrides any of them through config `messages`.
 */
import type { Locale } from '../../../src/types';
import { byLocale } from '../lucky-messages';
import { useLuckyContext } from '../lucky-context';

const ROWS = [
  'prizes.cashEmpty|暂无现金记录|No cash records',
  'form.title|填写领奖信息|Delivery details',
  'form.intro|请填写收奖信息，仅用于发放奖品：{prize}|Used only to deliver your prize: {prize}',
  'form.name|姓名|Name',
  'form.phone|手机号码|Mobile number',
  'form.address|收货地址|Address',
  'form.submit|提交|Submit',
  'form.submitting|提交中…|Submitting…',
  'form.invalid.name|请输入姓名|Please enter your name',
  'form.invalid.phone|请输入正确的手机号码|Please enter a valid mobile number',
  'form.invalid.address|请输入收货地址|Please enter your address',
  'close|关闭|Close',
];

export const DIALOG_MESSAGES: Record<Locale, Record<string, string>> = byLocale(ROWS);

/** Registers the dialogs' texts before a dialog renders them (each render: a cheap assign). */
export function useDialogTexts(): void {
  useLuckyContext().services.i18n.register(DIALOG_MESSAGES);
}
