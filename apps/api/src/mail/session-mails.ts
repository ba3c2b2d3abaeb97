import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import type { OutgoingMail } from './mailer';
import { logInLink, render } from './templates';

/** Mails about a user's sessions, in the user's language. */
export const sessionMails = {
  /** The operator's staff signed the user out of every device, with the reason they gave. */
  endedByStaff: (to: string, language: Language, reason: string, loginUrl: string): OutgoingMail =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: เจ้าหน้าที่ได้ออกจากระบบบัญชีของคุณในทุกอุปกรณ์`,
            lines: [
              'เจ้าหน้าที่ของเราได้ยุติการเข้าสู่ระบบทั้งหมดของบัญชีของคุณในทุกอุปกรณ์',
              `เหตุผล: ${reason}`,
              'คุณสามารถเข้าสู่ระบบอีกครั้งได้ด้วยชื่อผู้ใช้และรหัสผ่านของคุณ หากคุณไม่ทราบเรื่องนี้หรือสงสัยว่ามีผู้อื่นใช้บัญชีของคุณ กรุณาเปลี่ยนรหัสผ่านและติดต่อเราโดยเร็ว',
            ],
            link: logInLink(loginUrl, 'th'),
          }
        : {
            subject: `${COMPANY.brand}: you were signed out on every device`,
            lines: [
              'Our staff ended every session of your account, on every device.',
              `Reason: ${reason}`,
              'You can sign in again with your username and password. If you did not expect this, or think someone else used your account, please change your password and contact us at once.',
            ],
            link: logInLink(loginUrl, 'en'),
          },
    ),
};
