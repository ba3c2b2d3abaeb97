import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import { mailMoment, render } from './templates';

/** The mails of the forgotten-password flow, in the account's language. */
export const passwordResetMails = {
  /** The single-use link to choose a new password; the username too, since people forget it with the password. */
  link: (to: string, language: Language, url: string, username: string, minutes: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ตั้งรหัสผ่านใหม่`,
            lines: [
              `มีผู้ขอตั้งรหัสผ่านใหม่สำหรับบัญชีชื่อผู้ใช้ ${username}`,
              `กรุณาเปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${minutes} นาที`,
              'หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ กรุณาเพิกเฉยต่ออีเมลนี้ รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ',
            ],
            link: { url, label: 'ตั้งรหัสผ่านใหม่', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: reset your password`,
            lines: [
              `Someone asked to reset the password of the account ${username}.`,
              `Open the link below to choose a new password. It works once, within ${minutes} minutes.`,
              'If you did not ask for this, you can ignore this mail: your password stays as it is.',
            ],
            link: { url, label: 'Choose a new password', singleUse: true },
          },
    ),
  /** After a reset: every session has ended; what to do if the owner did not do it. */
  done: (to: string, language: Language, forgotUrl: string) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: รหัสผ่านของคุณถูกตั้งใหม่แล้ว`,
            lines: [
              'รหัสผ่านของบัญชีคุณถูกตั้งใหม่ผ่านลิงก์ที่ส่งไปยังอีเมลนี้ และทุกอุปกรณ์ที่เข้าสู่ระบบไว้ถูกออกจากระบบแล้ว',
              'หากคุณไม่ได้ทำรายการนี้ ผู้อื่นอาจเข้าถึงอีเมลของคุณได้ กรุณาเปลี่ยนรหัสผ่านอีเมลของคุณ แล้วตั้งรหัสผ่านใหม่อีกครั้งจากลิงก์ด้านล่าง เปิดการยืนยันตัวตนสองขั้นตอน และติดต่อเราทันทีที่ ' +
                `${COMPANY.supportEmail} หรือ ${COMPANY.phone}`,
            ],
            link: { url: forgotUrl, label: 'ตั้งรหัสผ่านใหม่อีกครั้ง' },
          }
        : {
            subject: `${COMPANY.brand}: your password was reset`,
            lines: [
              'The password of your account was reset with a link mailed to this address, and every signed-in device was signed out.',
              'If this was not you, someone may be reading your mail: change your e-mail password, reset your portal password ' +
                `again with the link below, turn on two-factor authentication, and contact us at once at ${COMPANY.supportEmail} or ${COMPANY.phone}.`,
            ],
            link: { url: forgotUrl, label: 'Reset my password again' },
          },
    ),
  /**
   * A password reset refused because two-factor was reset recently (MFA_RESET_PASSWORD_HOLD_DAYS): to every address
   * the account had lately, so an owner whose mailbox was taken still hears of it.
   */
  held: (to: string, language: Language, mfaResetAt: Date, until: Date) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: คำขอตั้งรหัสผ่านใหม่ถูกระงับไว้ก่อน`,
            lines: [
              `มีผู้พยายามตั้งรหัสผ่านใหม่ของบัญชีคุณ แต่บัญชีนี้เพิ่งถูกรีเซ็ตการยืนยันตัวตนสองขั้นตอนเมื่อ ${mailMoment(mfaResetAt, language)} เพื่อความปลอดภัยของคุณ จึงยังตั้งรหัสผ่านใหม่ผ่านลิงก์ทางอีเมลไม่ได้จนถึง ${mailMoment(until, language)} (เวลากรุงเทพฯ)`,
              'หากเป็นคุณ กรุณาลองใหม่อีกครั้งหลังเวลาดังกล่าว',
              `หากไม่ใช่คุณ ผู้อื่นอาจเข้าถึงอีเมลของคุณได้ กรุณาเปลี่ยนรหัสผ่านอีเมลและติดต่อเราทันทีที่ ${COMPANY.supportEmail} หรือ ${COMPANY.phone} เราจะตรวจสอบบัญชีของคุณก่อนที่จะตั้งรหัสผ่านใหม่ได้`,
            ],
          }
        : {
            subject: `${COMPANY.brand}: a password reset was held back`,
            lines: [
              `Someone tried to reset the password of your account. Its two-factor authentication was reset on ${mailMoment(mfaResetAt, language)}, so for your protection the password cannot be reset by mailed link until ${mailMoment(until, language)} (Bangkok time).`,
              'If this was you, try again after that time.',
              `If it was not you, someone may be reading your mail: change your e-mail password and contact us at once at ${COMPANY.supportEmail} or ${COMPANY.phone}, so we can check the account before its password can be reset.`,
            ],
          },
    ),
};
