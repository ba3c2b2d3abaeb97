import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import { logInLink, render } from './templates';

/**
 * The mails of a two-factor reset (the staff flow with a new selfie, and the operator's command on the server host),
 * in the owner's language.
 */
export const twoFactorResetMails = {
  /** Staff opened a reset: the link to the page where the investor sends a new selfie. */
  selfieLink: (to: string, language: Language, url: string, days: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ยืนยันตัวตนเพื่อรีเซ็ตการยืนยันตัวตนสองขั้นตอน`,
            lines: [
              'เจ้าหน้าที่ได้เปิดคำขอรีเซ็ตการยืนยันตัวตนสองขั้นตอนของบัญชีคุณ ตามที่คุณแจ้งว่าไม่สามารถใช้แอปยืนยันตัวตนและรหัสกู้คืนได้',
              'เพื่อยืนยันว่าเป็นคุณ กรุณาเปิดลิงก์ด้านล่างและส่งรูปถ่ายใบหน้าของคุณขณะถือบัตรประชาชน (หรือหนังสือเดินทาง) ไม่ต้องเข้าสู่ระบบ',
              `ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${days} วัน เมื่อเจ้าหน้าที่ตรวจสอบรูปถ่ายแล้ว เราจะแจ้งผลทางอีเมล`,
              'หากคุณไม่ได้ติดต่อเรื่องนี้ กรุณาแจ้งเราทันที',
            ],
            link: { url, label: 'ส่งรูปถ่ายยืนยันตัวตน', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: confirm it is you to reset two-factor authentication`,
            lines: [
              'Our staff opened a reset of the two-factor authentication of your account, as you told us you can no longer use your authenticator app or your recovery codes.',
              'To show it is you, open the link below and send a photo of your face while you hold your ID card (or passport). You do not need to log in.',
              `The link works once, within ${days} days. When our staff have checked the photo, we will tell you by mail.`,
              'If you did not contact us about this, please tell us at once.',
            ],
            link: { url, label: 'Send your photo', singleUse: true },
          },
    ),

  /** The selfie was not accepted: the reason and a new link. */
  selfieRejected: (to: string, language: Language, reason: string, url: string, days: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: กรุณาส่งรูปถ่ายยืนยันตัวตนอีกครั้ง`,
            lines: [
              'เจ้าหน้าที่ได้ตรวจสอบรูปถ่ายที่คุณส่งมาเพื่อรีเซ็ตการยืนยันตัวตนสองขั้นตอนแล้ว แต่ยังไม่สามารถยืนยันตัวตนได้',
              `เหตุผล: ${reason}`,
              `กรุณาส่งรูปถ่ายใหม่ผ่านลิงก์ด้านล่าง ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${days} วัน`,
            ],
            link: { url, label: 'ส่งรูปถ่ายใหม่' },
          }
        : {
            subject: `${COMPANY.brand}: please send your photo again`,
            lines: [
              'Our staff checked the photo you sent to reset your two-factor authentication, but could not confirm it is you.',
              `Reason: ${reason}`,
              `Please send a new photo through the link below. It works once, within ${days} days.`,
            ],
            link: { url, label: 'Send a new photo' },
          },
    ),

  /** Staff cancelled the reset: the link no longer works. */
  cancelled: (to: string, language: Language) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ยกเลิกคำขอรีเซ็ตการยืนยันตัวตนสองขั้นตอนแล้ว`,
            lines: [
              'เจ้าหน้าที่ได้ยกเลิกคำขอรีเซ็ตการยืนยันตัวตนสองขั้นตอนของบัญชีคุณ ลิงก์ที่ส่งให้ก่อนหน้านี้ใช้ไม่ได้แล้ว',
              'การยืนยันตัวตนสองขั้นตอนของคุณยังเปิดอยู่เช่นเดิม หากมีข้อสงสัย กรุณาติดต่อเรา',
            ],
          }
        : {
            subject: `${COMPANY.brand}: the reset of your two-factor authentication was cancelled`,
            lines: [
              'Our staff cancelled the reset of the two-factor authentication of your account. The link we sent you no longer works.',
              'Your two-factor authentication stays on as before. If you have questions, please contact us.',
            ],
          },
    ),

  /** Two-factor is off (the staff reset completed, or the operator's command): sign in and set it up again. */
  completed: (to: string, language: Language, loginUrl: string) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: รีเซ็ตการยืนยันตัวตนสองขั้นตอนแล้ว`,
            lines: [
              'การยืนยันตัวตนสองขั้นตอนของบัญชีคุณถูกรีเซ็ตแล้ว รหัสกู้คืนเดิมใช้ไม่ได้อีก และทุกอุปกรณ์ถูกออกจากระบบ',
              'กรุณาเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่าน แล้วเปิดการยืนยันตัวตนสองขั้นตอนอีกครั้งด้วยแอปยืนยันตัวตนใหม่ของคุณ',
              'หากคุณไม่ได้ขอรีเซ็ต กรุณาติดต่อเราทันที',
            ],
            link: logInLink(loginUrl, 'th'),
          }
        : {
            subject: `${COMPANY.brand}: your two-factor authentication was reset`,
            lines: [
              'The two-factor authentication of your account was reset: your old recovery codes no longer work, and every device was signed out.',
              'Log in with your username and password, then turn two-factor authentication on again with your new authenticator app.',
              'If you did not ask for this, please contact us at once.',
            ],
            link: logInLink(loginUrl, 'en'),
          },
    ),
};
