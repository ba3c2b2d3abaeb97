import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import { render, mailMoment as when } from './templates';

/**
 * The inbox message that tells an investor staff refused the closure (its mail copy goes out with it, as every inbox
 * message's does): the account is usable again, and why.
 */
export function closureRefusedMessage(language: Language, reason: string): { title: string; body: string } {
  return language === 'th'
    ? {
        title: 'คำขอปิดบัญชีของคุณไม่ได้รับการอนุมัติ',
        body: [
          'เจ้าหน้าที่ไม่สามารถปิดบัญชีของคุณตามคำขอได้ และได้คืนสิทธิ์การใช้งานบัญชีตามเดิมแล้ว',
          `เหตุผล: ${reason}`,
          'หากมีข้อสงสัย กรุณาติดต่อเราผ่านแบบฟอร์มสอบถามสำหรับสมาชิก',
        ].join('\n'),
      }
    : {
        title: 'Your request to close your account was refused',
        body: [
          'Our staff could not close your account as you asked, and your account is usable again as before.',
          `Reason: ${reason}`,
          'If you have questions, please write to us with the member inquiry form.',
        ].join('\n'),
      };
}

/** The mails of the investor's data rights (PDPA): the export, and each step of an account closure. */
export const dataRightsMails = {
  dataExported: (to: string, language: Language, at: Date, ip: string) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: มีการดาวน์โหลดข้อมูลส่วนบุคคลของคุณ`,
            lines: [
              `ข้อมูลส่วนบุคคลและเอกสารทั้งหมดของบัญชีคุณถูกดาวน์โหลดเมื่อ ${when(at, language)} จากหมายเลข IP ${ip}`,
              'หากคุณไม่ได้ทำรายการนี้ กรุณาเปลี่ยนรหัสผ่านและติดต่อเราทันที',
            ],
          }
        : {
            subject: `${COMPANY.brand}: your personal data was downloaded`,
            lines: [
              `A copy of all personal data and documents of your account was downloaded on ${when(at, language)} from the address ${ip}.`,
              'If this was not you, change your password and contact us at once.',
            ],
          },
    ),
  closureRequested: (to: string, language: Language) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: เราได้รับคำขอปิดบัญชีของคุณแล้ว`,
            lines: [
              'เราได้รับคำขอปิดบัญชีของคุณแล้ว บัญชีถูกระงับการทำรายการตั้งแต่บัดนี้ และอุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบ',
              'เจ้าหน้าที่จะตรวจสอบคำขอและแจ้งผลให้ทราบทางอีเมล ระหว่างนี้คุณยังเข้าสู่ระบบเพื่อดูข้อมูลและดาวน์โหลดข้อมูลส่วนบุคคลได้',
              'หากคุณไม่ได้ส่งคำขอนี้ กรุณาติดต่อเราทันที',
            ],
          }
        : {
            subject: `${COMPANY.brand}: we received your request to close your account`,
            lines: [
              'We received your request to close your account. From now on the account is blocked, and your other devices were signed out.',
              'Our staff will review the request and tell you the outcome by mail. Meanwhile you can still sign in to read your information and download your personal data.',
              'If you did not ask for this, please contact us at once.',
            ],
          },
    ),
  closureCompleted: (to: string, language: Language, deleteAfter: Date, retentionYears: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: บัญชีของคุณถูกปิดแล้ว`,
            lines: [
              'บัญชีของคุณถูกปิดตามคำขอแล้ว คุณจะไม่สามารถเข้าสู่ระบบได้อีก',
              `ตามพระราชบัญญัติป้องกันและปราบปรามการฟอกเงิน พ.ศ. 2542 เราต้องเก็บรักษาข้อมูลการแสดงตนและการทำธุรกรรมของคุณไว้ ${retentionYears} ปีนับจากวันปิดบัญชี ข้อมูลดังกล่าวจะถูกลบหลังวันที่ ${when(deleteAfter, language, false)}`,
              'ขอขอบคุณที่ใช้บริการของเรา',
            ],
          }
        : {
            subject: `${COMPANY.brand}: your account is closed`,
            lines: [
              'Your account has been closed as you asked. You can no longer sign in.',
              `The Anti-Money Laundering Act B.E. 2542 (1999) requires us to keep your identification and transaction records for ${retentionYears} years after the account is closed. They will be deleted after ${when(deleteAfter, language, false)}.`,
              'Thank you for having been with us.',
            ],
          },
    ),
  accountDeleted: (to: string, language: Language) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ข้อมูลบัญชีของคุณถูกลบแล้ว`,
            lines: [
              'ระยะเวลาเก็บรักษาข้อมูลตามกฎหมายป้องกันและปราบปรามการฟอกเงินของบัญชีที่ปิดไปแล้วของคุณสิ้นสุดลงแล้ว',
              'เราได้ลบข้อมูลส่วนบุคคลและเอกสารของคุณทั้งหมดแล้ว คงไว้เพียงชื่อผู้ใช้และวันที่ของคำขอปิดบัญชีเป็นหลักฐาน นี่คืออีเมลฉบับสุดท้ายจากเรา',
            ],
          }
        : {
            subject: `${COMPANY.brand}: your account data has been deleted`,
            lines: [
              'The period for which the anti-money-laundering law required us to keep the records of your closed account has ended.',
              'We have deleted your personal data and documents; only the username and the dates of the closure request remain as its record. This is our last mail to you.',
            ],
          },
    ),
};
