import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import { render } from './templates';

/** The mailed sign-in link (decision 0028), in the account's language. */
export const signInLinkMails = {
  /** The single-use link; it signs in only with the password, which the mail says, so a reader of the mail alone cannot. */
  link: (to: string, language: Language, url: string, username: string, minutes: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ลิงก์เข้าสู่ระบบ`,
            lines: [
              `มีผู้ขอลิงก์เข้าสู่ระบบสำหรับบัญชีชื่อผู้ใช้ ${username} เนื่องจากการเข้าสู่ระบบบัญชีนี้จากอุปกรณ์หรือเครือข่ายใหม่ถูกหน่วงเวลาไว้หลังจากมีการใส่รหัสผ่านผิดหลายครั้ง`,
              `เปิดลิงก์ด้านล่างแล้วใส่รหัสผ่านของคุณ (และรหัสยืนยันตัวตนแบบใช้ครั้งเดียว หากเปิดการยืนยันตัวตนสองขั้นตอนไว้) เพื่อเข้าสู่ระบบได้ทันที ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${minutes} นาที`,
              'หากคุณไม่ได้ขอลิงก์นี้ ผู้อื่นอาจกำลังพยายามเดารหัสผ่านของคุณ ลิงก์นี้ไม่สามารถใช้เข้าสู่ระบบได้หากไม่มีรหัสผ่าน คุณจึงเพิกเฉยต่ออีเมลนี้ได้ และควรตั้งรหัสผ่านที่คาดเดายากและเปิดการยืนยันตัวตนสองขั้นตอน',
            ],
            link: { url, label: 'เข้าสู่ระบบด้วยลิงก์นี้', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: your sign-in link`,
            lines: [
              `Someone asked for a sign-in link for the account ${username}: sign-ins to it from new devices or networks are slowed down after many wrong passwords.`,
              `Open the link below and enter your password (and your one-time code if two-factor authentication is on) to sign in at once. It works once, within ${minutes} minutes.`,
              'If you did not ask for it, someone may be guessing your password. The link does not sign in without the password, so you can ignore this mail; a strong password and two-factor authentication keep guessers out.',
            ],
            link: { url, label: 'Sign in with this link', singleUse: true },
          },
    ),
};
