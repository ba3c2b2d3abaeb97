import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import type { OutgoingMail } from './mailer';
import { type Content, render } from './templates';

/** A change that needed a step-up: each one ends the user's other sessions and tells the owner by mail. */
export type SecurityChange =
  | 'two-factor-on'
  | 'two-factor-off'
  | 'recovery-codes-renewed'
  | 'authenticator-replaced'
  | 'bank-account-changed';

const NOT_YOU: Record<Language, string> = {
  en: 'If this was not you, please contact us at once.',
  th: 'หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อเราทันที',
};

const SIGNED_OUT: Record<Language, string> = {
  en: 'Your other devices were signed out.',
  th: 'อุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบแล้ว',
};

const TEXTS: Record<SecurityChange, Record<Language, { subject: string; what: string }>> = {
  'two-factor-on': {
    en: {
      subject: 'two-factor authentication on',
      what: 'Two-factor authentication of your account was turned on. Ten recovery codes were shown once: keep them somewhere safe; each one signs you in once if you lose your phone.',
    },
    th: {
      subject: 'เปิดการยืนยันตัวตนสองขั้นตอนแล้ว',
      what: 'การยืนยันตัวตนสองขั้นตอนของบัญชีคุณถูกเปิดแล้ว และระบบได้แสดงรหัสกู้คืน 10 รหัสเพียงครั้งเดียว กรุณาเก็บไว้ในที่ปลอดภัย แต่ละรหัสใช้เข้าสู่ระบบได้หนึ่งครั้งหากคุณทำโทรศัพท์หาย',
    },
  },
  'two-factor-off': {
    en: {
      subject: 'two-factor authentication off',
      what: 'Two-factor authentication of your account was turned off, and its recovery codes no longer work.',
    },
    th: {
      subject: 'ปิดการยืนยันตัวตนสองขั้นตอนแล้ว',
      what: 'การยืนยันตัวตนสองขั้นตอนของบัญชีคุณถูกปิดแล้ว และรหัสกู้คืนทั้งหมดใช้ไม่ได้อีกต่อไป',
    },
  },
  'recovery-codes-renewed': {
    en: { subject: 'new recovery codes', what: 'New recovery codes were made for your account; the earlier ones no longer work.' },
    th: { subject: 'สร้างรหัสกู้คืนชุดใหม่แล้ว', what: 'มีการสร้างรหัสกู้คืนชุดใหม่สำหรับบัญชีของคุณ รหัสชุดเดิมใช้ไม่ได้อีกต่อไป' },
  },
  'authenticator-replaced': {
    en: {
      subject: 'new authenticator app',
      what: 'A new authenticator app was set up for your account. Codes from the earlier app and the earlier recovery codes no longer work.',
    },
    th: {
      subject: 'เปลี่ยนแอปยืนยันตัวตนแล้ว',
      what: 'มีการตั้งค่าแอปยืนยันตัวตนใหม่สำหรับบัญชีของคุณ รหัสจากแอปเดิมและรหัสกู้คืนชุดเดิมใช้ไม่ได้อีกต่อไป',
    },
  },
  'bank-account-changed': {
    en: {
      subject: 'bank account changed',
      what: 'A new bank account was sent for your account. Our staff check it before any refund is paid to it.',
    },
    th: {
      subject: 'เปลี่ยนบัญชีธนาคารแล้ว',
      what: 'มีการส่งข้อมูลบัญชีธนาคารใหม่สำหรับบัญชีของคุณ เจ้าหน้าที่จะตรวจสอบก่อนโอนเงินคืนเข้าบัญชีนี้',
    },
  },
};

/** The notice of a security change, in the owner's language. */
export function securityChangeMail(to: string, language: Language, change: SecurityChange): OutgoingMail {
  const text = TEXTS[change][language];
  const content: Content = { subject: `${COMPANY.brand}: ${text.subject}`, lines: [text.what, SIGNED_OUT[language], NOT_YOU[language]] };
  return render(to, language, content);
}
