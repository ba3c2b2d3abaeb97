import { COMPANY } from '@ico/domain/company';
import { TIME_ZONE } from '@ico/domain/constants';
import type { Language } from '@ico/domain/language';
import { splitPortalPaths } from '@ico/domain/portal-links';
import { escapeHtml } from './html';
import { SINGLE_USE_ATTRIBUTE } from './live-links';
import type { OutgoingMail } from './mailer';

/**
 * A mail's words. `link.singleUse`: the link carries a secret that works once (sign-up, set-password, reset); the
 * stored copy of the mail loses it after sending (live-links.ts).
 */
export type MailLink = { url: string; label: string; singleUse?: boolean };
/**
 * `base`: the portal's address; portal paths in the lines ('/joining/12', as inbox messages write them) become its
 * full links, in the text and as anchors in the HTML (issue 19).
 */
export type Content = { subject: string; lines: string[]; link?: MailLink; base?: string };

const SIGNATURE: Record<Language, string> = {
  en: `${COMPANY.nameEN}\n${COMPANY.supportEmail} · ${COMPANY.phone}`,
  th: `${COMPANY.nameTH}\n${COMPANY.supportEmail} · ${COMPANY.phone}`,
};

/** Words several mails share, written once. */
export const PHRASES = {
  ignoreIfNotYou: { th: 'หากคุณไม่ได้ทำรายการนี้ กรุณาเพิกเฉยต่ออีเมลนี้', en: 'If this was not you, you can ignore this mail.' },
  alreadyHasAccount: { th: `${COMPANY.brand}: อีเมลนี้มีบัญชีอยู่แล้ว`, en: `${COMPANY.brand}: this e-mail already has an account` },
} as const satisfies Record<string, Record<Language, string>>;

/** The sign-in page's link, in the mail's language. */
/** A moment in Bangkok time, as each language writes it (Thai with the Buddhist era). */
export function mailMoment(date: Date, language: Language, withTime = true): string {
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: TIME_ZONE,
  }).format(date);
}

export const logInLink = (url: string, language: Language): MailLink => ({ url, label: language === 'th' ? 'เข้าสู่ระบบ' : 'Log in' });

/** One layout for every mail: plain text first (readable in any client), and a simple HTML twin. */
export function render(to: string, language: Language, content: Content): OutgoingMail {
  const { base } = content;
  const lineText = (line: string) =>
    base === undefined
      ? line
      : splitPortalPaths(line)
          .map((part) => ('path' in part ? `${base}${part.path}` : part.text))
          .join('');
  const lineHtml = (line: string) =>
    base === undefined
      ? escapeHtml(line)
      : splitPortalPaths(line)
          .map((part) =>
            'path' in part ? `<a href="${escapeHtml(base + part.path)}">${escapeHtml(base + part.path)}</a>` : escapeHtml(part.text),
          )
          .join('');
  const text = [...content.lines.map(lineText), ...(content.link ? ['', content.link.url] : []), '', '--', SIGNATURE[language]].join('\n');
  const paragraphs = content.lines.map((line) => `<p style="margin:0 0 12px">${lineHtml(line)}</p>`).join('');
  const button = content.link
    ? `<p style="margin:20px 0"><a ${content.link.singleUse ? `${SINGLE_USE_ATTRIBUTE} ` : ''}href="${escapeHtml(content.link.url)}" style="background:#1c2f5e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(content.link.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,'Noto Sans Thai',sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:24px"><h2 style="color:#1c2f5e">${escapeHtml(COMPANY.brand)}</h2>${paragraphs}${button}<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#555;white-space:pre-line">${escapeHtml(SIGNATURE[language])}</p></body></html>`;
  return { to, subject: content.subject, text, html };
}

export const mails = {
  verificationLink: (to: string, language: Language, url: string, minutes: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ยืนยันอีเมลเพื่อสมัครสมาชิก`,
            lines: [
              'ขอบคุณที่สมัครสมาชิกกับเรา',
              `กรุณาเปิดลิงก์ด้านล่างเพื่อกรอกข้อมูลการสมัครให้ครบถ้วน ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${minutes} นาที`,
              'หากคุณไม่ได้สมัครสมาชิก กรุณาเพิกเฉยต่ออีเมลนี้',
            ],
            link: { url, label: 'สมัครสมาชิกต่อ', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: confirm your e-mail to sign up`,
            lines: [
              'Thank you for signing up.',
              `Open the link below to finish your sign-up. It works once, within ${minutes} minutes.`,
              'If you did not ask to sign up, you can ignore this mail.',
            ],
            link: { url, label: 'Continue sign-up', singleUse: true },
          },
    ),
  alreadyRegistered: (to: string, language: Language, loginUrl: string) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: PHRASES.alreadyHasAccount.th,
            lines: [
              'มีผู้ขอสมัครสมาชิกด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีกับเราอยู่แล้ว',
              'คุณสามารถเข้าสู่ระบบได้จากลิงก์ด้านล่าง หากลืมรหัสผ่าน กรุณาเลือก “ลืมรหัสผ่าน?” ที่หน้าเข้าสู่ระบบ',
              PHRASES.ignoreIfNotYou.th,
            ],
            link: logInLink(loginUrl, 'th'),
          }
        : {
            subject: PHRASES.alreadyHasAccount.en,
            lines: [
              'Someone asked to sign up with this e-mail address, which already has an account with us.',
              'You can log in with the link below. If you forgot your password, choose “Forgot password?” on the log-in page.',
              PHRASES.ignoreIfNotYou.en,
            ],
            link: logInLink(loginUrl, 'en'),
          },
    ),
  setPassword: (to: string, language: Language, url: string, username: string, hours: number) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: ตั้งรหัสผ่านสำหรับบัญชีของคุณ`,
            lines: [`เจ้าหน้าที่ได้เปิดบัญชีชื่อผู้ใช้ ${username} ให้คุณแล้ว`, `กรุณาเปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่าน ลิงก์นี้ใช้ได้ครั้งเดียวภายใน ${hours} ชั่วโมง`],
            link: { url, label: 'ตั้งรหัสผ่าน', singleUse: true },
          }
        : {
            subject: `${COMPANY.brand}: set the password of your account`,
            lines: [
              `Our staff opened the account ${username} for you.`,
              `Open the link below to set your password. It works once, within ${hours} hours.`,
            ],
            link: { url, label: 'Set password', singleUse: true },
          },
    ),
  passwordChanged: (to: string, language: Language) =>
    render(
      to,
      language,
      language === 'th'
        ? {
            subject: `${COMPANY.brand}: เปลี่ยนรหัสผ่านแล้ว`,
            lines: ['รหัสผ่านของบัญชีคุณถูกเปลี่ยนแล้ว และอุปกรณ์อื่นที่เข้าสู่ระบบไว้ถูกออกจากระบบ', 'หากคุณไม่ได้เปลี่ยนรหัสผ่าน กรุณาติดต่อเราทันที'],
          }
        : {
            subject: `${COMPANY.brand}: your password was changed`,
            lines: [
              'The password of your account was changed, and your other devices were signed out.',
              'If you did not change it, please contact us at once.',
            ],
          },
    ),
  /** The mail copy of an inbox message: its title and text in the investor's language, and the way to the inbox. */
  /** `base`: the portal's address, for the pages the message names and the inbox (`/messages`). */
  inboxMessage: (to: string, language: Language, title: string, body: string, base: string) =>
    render(to, language, {
      subject: `${COMPANY.brand}: ${title}`,
      base,
      lines: [
        ...body.split(/\n+/),
        language === 'th' ? 'ข้อความนี้อยู่ในกล่องข้อความของคุณบนเว็บไซต์ด้วย' : 'This message is also in your inbox on the portal.',
      ],
      link: { url: `${base}/messages`, label: language === 'th' ? 'เปิดกล่องข้อความ' : 'Open your messages' },
    }),
  /** A new inquiry for the support mailbox (always English: the support team's working language). */
  supportInquiry: (
    to: string,
    inquiry: { id: number; kind: string; email: string; category: string; subject: string; description: string; username: string | null },
    url: string,
  ) =>
    render(to, 'en', {
      subject: `[Inquiry #${inquiry.id}] ${inquiry.category}: ${inquiry.subject}`,
      lines: [
        `${inquiry.kind === 'MEMBER' ? `Member ${inquiry.username ?? ''}` : 'Visitor'} <${inquiry.email}> asks about: ${inquiry.category}`,
        `Subject: ${inquiry.subject}`,
        ...inquiry.description.split(/\n+/),
      ],
      link: { url, label: 'Answer in the back office' },
    }),
  /** Staff's answer to a public inquiry, to the address the visitor gave, in the form's language. */
  inquiryReply: (to: string, language: Language, subject: string, question: string, reply: string) =>
    render(
      to,
      language,
      language === 'th'
        ? { subject: `${COMPANY.brand}: ตอบกลับ: ${subject}`, lines: [...reply.split(/\n+/), '', `คำถามของคุณ: ${question}`] }
        : { subject: `${COMPANY.brand}: Re: ${subject}`, lines: [...reply.split(/\n+/), '', `Your question: ${question}`] },
    ),
};
