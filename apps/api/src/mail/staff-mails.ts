import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import type { StaffRole } from '@ico/domain/staff';
import type { OutgoingMail } from './mailer';
import { logInLink, render } from './templates';

const ROLE_NAMES: Record<Language, Record<StaffRole, string>> = {
  en: { admin: 'Administrator', compliance: 'Compliance', operations: 'Operations', support: 'Support' },
  th: { admin: 'ผู้ดูแลระบบ', compliance: 'ฝ่ายกำกับดูแล', operations: 'ฝ่ายปฏิบัติการ', support: 'ฝ่ายบริการลูกค้า' },
};

/** Mails to a staff member about their own back-office account, in the member's language, with the reason given. */
export const staffMails = {
  /** The account was disabled: every session ended and signing in is refused until an administrator enables it. */
  disabled: (to: string, language: Language, reason: string): OutgoingMail =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: บัญชีเจ้าหน้าที่ของคุณถูกระงับการใช้งาน`,
            lines: [
              'ผู้ดูแลระบบได้ระงับการใช้งานบัญชีเจ้าหน้าที่ของคุณ การเข้าสู่ระบบทั้งหมดของคุณสิ้นสุดลงแล้ว และคุณจะเข้าสู่ระบบไม่ได้จนกว่าผู้ดูแลระบบจะเปิดใช้งานบัญชีอีกครั้ง',
              `เหตุผล: ${reason}`,
              'หากคุณคิดว่าเป็นความผิดพลาด กรุณาติดต่อผู้ดูแลระบบ',
            ],
          }
        : {
            subject: `${COMPANY.brand}: your staff account was disabled`,
            lines: [
              'An administrator disabled your back-office account. Every session of yours has ended, and you cannot sign in until an administrator enables the account again.',
              `Reason: ${reason}`,
              'If you think this is a mistake, please contact an administrator.',
            ],
          },
    ),

  /** The account was enabled again: the member signs in afresh (the old sessions stay ended). */
  enabled: (to: string, language: Language, reason: string, loginUrl: string): OutgoingMail =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: บัญชีเจ้าหน้าที่ของคุณเปิดใช้งานอีกครั้งแล้ว`,
            lines: ['ผู้ดูแลระบบได้เปิดใช้งานบัญชีเจ้าหน้าที่ของคุณอีกครั้ง คุณสามารถเข้าสู่ระบบได้ตามปกติ', `เหตุผล: ${reason}`],
            link: logInLink(loginUrl, 'th'),
          }
        : {
            subject: `${COMPANY.brand}: your staff account was enabled`,
            lines: ['An administrator enabled your back-office account again. You can sign in as usual.', `Reason: ${reason}`],
            link: logInLink(loginUrl, 'en'),
          },
    ),

  /** The member's role changed: what they may do in the back office changes with their next request. */
  roleChanged: (to: string, language: Language, from: StaffRole, role: StaffRole, reason: string): OutgoingMail =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: บทบาทเจ้าหน้าที่ของคุณเปลี่ยนแปลง`,
            lines: [
              `ผู้ดูแลระบบได้เปลี่ยนบทบาทของคุณจาก "${ROLE_NAMES.th[from]}" เป็น "${ROLE_NAMES.th[role]}" สิทธิ์การใช้งานระบบหลังบ้านของคุณเปลี่ยนตามบทบาทใหม่ทันที`,
              `เหตุผล: ${reason}`,
            ],
          }
        : {
            subject: `${COMPANY.brand}: your staff role changed`,
            lines: [
              `An administrator changed your role from "${ROLE_NAMES.en[from]}" to "${ROLE_NAMES.en[role]}". What you may do in the back office follows the new role at once.`,
              `Reason: ${reason}`,
            ],
          },
    ),
};
