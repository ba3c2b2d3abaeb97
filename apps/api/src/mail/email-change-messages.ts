import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import { logInLink, PHRASES, render, mailMoment as when } from './templates';

/** The mails of an e-mail change: to the new address (confirm, done, or taken) and to the old one (told, undo, undone). */
export const emailChangeMails = {
  /** To the new address: the link that makes it the account's address. */
  confirm: (to: string, language: Language, url: string, hours: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ยืนยันอีเมลใหม่ของบัญชี`,
            lines: [
              'มีการขอเปลี่ยนอีเมลของบัญชีคุณเป็นอีเมลนี้',
              `กรุณาเปิดลิงก์ด้านล่างเพื่อยืนยัน ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${hours} ชั่วโมง เมื่อยืนยันแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบไว้จะถูกออกจากระบบ`,
              'หากคุณไม่ได้ทำรายการนี้ กรุณาเพิกเฉยต่ออีเมลนี้ บัญชีจะไม่มีการเปลี่ยนแปลง',
            ],
            link: { url, label: 'ยืนยันอีเมลใหม่', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: confirm the new e-mail address of your account`,
            lines: [
              'You asked to use this address for your account.',
              `Open the link below to confirm it. It works once, within ${hours} hours. Once it is confirmed, your other devices are signed out.`,
              'If this was not you, you can ignore this mail: nothing changes.',
            ],
            link: { url, label: 'Confirm the new address', singleUse: true },
          },
    ),
  /**
   * To the new address when it already has an account: the same moment as a confirmation would come, and nothing
   * in the requester's answer differs, so the form does not tell who has an account.
   */
  taken: (to: string, language: Language, loginUrl: string) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: PHRASES.alreadyHasAccount.th,
            lines: [
              'มีผู้ขอเปลี่ยนอีเมลของบัญชีหนึ่งเป็นอีเมลนี้ แต่อีเมลนี้มีบัญชีกับเราอยู่แล้ว จึงไม่มีการเปลี่ยนแปลงใด ๆ',
              'หากคุณต้องการใช้อีเมลนี้กับบัญชีอื่น กรุณาเปลี่ยนอีเมลของบัญชีที่ใช้อีเมลนี้อยู่ก่อน',
              PHRASES.ignoreIfNotYou.th,
            ],
            link: logInLink(loginUrl, 'th'),
          }
        : {
            subject: PHRASES.alreadyHasAccount.en,
            lines: [
              'Someone asked to move an account to this e-mail address, which already has an account with us. Nothing was changed.',
              'To use this address for another account, first change the address of the account that has it.',
              PHRASES.ignoreIfNotYou.en,
            ],
            link: logInLink(loginUrl, 'en'),
          },
    ),
  /** To the old address at once: what was asked, and the link that stops it (before or after the confirmation). */
  requested: (to: string, language: Language, newEmail: string, cancelUrl: string, hours: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: มีการขอเปลี่ยนอีเมลของบัญชีคุณ`,
            lines: [
              `มีการขอเปลี่ยนอีเมลของบัญชีคุณเป็น ${newEmail} การเปลี่ยนจะมีผลเมื่อยืนยันจากอีเมลใหม่`,
              `หากคุณไม่ได้ทำรายการนี้ กรุณาเปิดลิงก์ด้านล่างเพื่อยกเลิก ลิงก์นี้ใช้ได้ภายใน ${hours} ชั่วโมง แม้หลังจากการยืนยันแล้วก็ตาม และกรุณาเปลี่ยนรหัสผ่านทันที`,
            ],
            link: { url: cancelUrl, label: 'ไม่ได้ขอเปลี่ยน: ยกเลิกการเปลี่ยนอีเมล', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: a change of your e-mail address was requested`,
            lines: [
              `Someone asked to change the e-mail address of your account to ${newEmail}. It takes effect when the new address confirms it.`,
              `If this was not you, open the link below to stop it, and change your password at once. The link works for ${hours} hours, also after the confirmation.`,
            ],
            link: { url: cancelUrl, label: 'Not me: cancel the change', singleUse: true },
          },
    ),
  /** To the new address once confirmed. */
  changed: (to: string, language: Language) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: เปลี่ยนอีเมลของบัญชีแล้ว`,
            lines: ['อีเมลนี้เป็นอีเมลของบัญชีคุณแล้ว และอุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบ', 'จดหมายจากเราหลังจากนี้จะส่งมาที่อีเมลนี้'],
          }
        : {
            subject: `${COMPANY.brand}: your e-mail address was changed`,
            lines: [
              'This is now the e-mail address of your account, and your other devices were signed out.',
              'Our mails come to this address from now on.',
            ],
          },
    ),
  /** To the old address once confirmed: the change, and until when it can still be undone. */
  changedFromHere: (to: string, language: Language, newEmail: string, cancelUrl: string, until: Date) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: เปลี่ยนอีเมลของบัญชีแล้ว`,
            lines: [
              `อีเมลของบัญชีคุณถูกเปลี่ยนเป็น ${newEmail} แล้ว และอุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบ`,
              `หากคุณไม่ได้ทำรายการนี้ คุณยังยกเลิกการเปลี่ยนแปลงได้ด้วยลิงก์ด้านล่างจนถึง ${when(until, language)}`,
            ],
            link: { url: cancelUrl, label: 'ไม่ได้ขอเปลี่ยน: ยกเลิกการเปลี่ยนอีเมล', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: the e-mail address of your account was changed`,
            lines: [
              `The e-mail address of your account was changed to ${newEmail}, and your other devices were signed out.`,
              `If this was not you, you can still undo it with the link below until ${when(until, language)} (Bangkok time).`,
            ],
            link: { url: cancelUrl, label: 'Not me: undo the change', singleUse: true },
          },
    ),
  /** To the old address once undone: back, everyone signed out, and the advice to set a new password. */
  cancelled: (to: string, language: Language, loginUrl: string) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ยกเลิกการเปลี่ยนอีเมลแล้ว`,
            lines: [
              'การเปลี่ยนอีเมลของบัญชีคุณถูกยกเลิกแล้ว อีเมลนี้กลับมาเป็นอีเมลของบัญชี และทุกอุปกรณ์ถูกออกจากระบบ',
              'หากคุณไม่ได้ขอเปลี่ยนอีเมลเอง แสดงว่าผู้อื่นอาจรู้รหัสผ่านของคุณ เราแนะนำให้ตั้งรหัสผ่านใหม่ทันที (ลืมรหัสผ่าน ที่หน้าเข้าสู่ระบบ)',
            ],
            link: logInLink(loginUrl, 'th'),
          }
        : {
            subject: `${COMPANY.brand}: the change of your e-mail address was undone`,
            lines: [
              'The change of your e-mail address was undone: this is again the address of your account, and every device was signed out.',
              'If you did not ask for the change yourself, someone else may know your password. We advise you to set a new one now (Forgot password, on the login page).',
            ],
            link: logInLink(loginUrl, 'en'),
          },
    ),
};
