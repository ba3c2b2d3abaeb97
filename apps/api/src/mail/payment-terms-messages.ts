import type { Language } from '@ico/domain/language';
import type { InboxMessage } from './decision-messages';

type Context = { tokenName: string; ticker: string; joiningId: number };

/**
 * The message to an investor with an open reservation when the offering's payment details changed (issue 16): the new
 * details are for new reservations only; theirs keeps the QR code and instructions it was given.
 */
export function paymentTermsChangedMessage(language: Language, ctx: Context): InboxMessage {
  const link = `/joining/${ctx.joiningId}`;
  if (language === 'th') {
    return {
      title: `${ctx.tokenName} (${ctx.ticker}): รายละเอียดการชำระเงินสำหรับการจองใหม่มีการเปลี่ยนแปลง`,
      body: [
        `ผู้ให้บริการได้เปลี่ยนรายละเอียดการชำระเงิน (พร้อมเพย์และวิธีการชำระเงิน) ของการเสนอขาย ${ctx.tokenName} โดยมีผลกับการจองใหม่เท่านั้น`,
        'การจองของคุณไม่มีการเปลี่ยนแปลง: คิวอาร์โค้ดและวิธีการชำระเงินของคุณยังคงเป็นไปตามที่แจ้งไว้เดิม',
        'หากมีผู้ติดต่อขอให้คุณโอนเงินไปยังบัญชีอื่น กรุณาอย่าโอน และติดต่อเราผ่านแบบฟอร์มสอบถามสมาชิก',
        `ดูรายละเอียดการจองของคุณได้ที่ ${link}`,
      ].join('\n'),
    };
  }
  return {
    title: `${ctx.tokenName} (${ctx.ticker}): payment details changed for new reservations`,
    body: [
      `The operator changed the payment details (PromptPay and payment instructions) of ${ctx.tokenName} for new reservations only.`,
      'Your reservation does not change: its QR code and payment instructions stay as they were given to you.',
      'If anyone asks you to pay into another account, please do not pay, and contact us through the member inquiry form.',
      `See your reservation at ${link}.`,
    ].join('\n'),
  };
}
