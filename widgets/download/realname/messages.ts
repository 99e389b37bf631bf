/**
 * Default texts of the real-name popup (product-rules §2, §5 wording). zh-CN first, English available,
 * every key overridable through config `messages` or `services.i18n.register`.
 */
import type { I18n, Locale } from '../../../src/types';

export const realnameMessages: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    'realname.title': '用户实名登记',
    'realname.intro': '根据国家相关规定，下载游戏前请先完成实名登记。',
    'realname.name': '姓名',
    'realname.namePlaceholder': '请输入真实姓名',
    'realname.identity': '身份证号',
    'realname.identityPlaceholder': '请输入18位身份证号',
    'realname.phone': '手机号',
    'realname.phonePlaceholder': '请输入11位手机号',
    'realname.submit': '确认提交',
    'realname.close': '关闭',
    'realname.invalidField': '请输入正确的信息',
    'realname.invalidDesktop': '您的身份证号或手机号输入有误，请重新输入后再登记',
    'realname.success': '登记成功',
    'realname.ok': '我知道了',
  },
  en: {
    'realname.title': 'Real-name registration',
    'realname.intro': 'Please register your real name before downloading games, as required by regulations.',
    'realname.name': 'Name',
    'realname.namePlaceholder': 'Your legal name',
    'realname.identity': 'ID number',
    'realname.identityPlaceholder': '18-character ID number',
    'realname.phone': 'Mobile number',
    'realname.phonePlaceholder': '11-digit mobile number',
    'realname.submit': 'Submit',
    'realname.close': 'Close',
    'realname.invalidField': 'Please enter valid information',
    'realname.invalidDesktop': 'Your ID number or mobile number is incorrect. Please correct it and register again.',
    'realname.success': 'Registration complete',
    'realname.ok': 'Got it',
  },
};

/** Registers the real-name texts (idempotent). */
export function registerRealnameMessages(i18n: I18n): void {
  i18n.register(realnameMessages);
}
