import { findBank } from '@ico/domain/banks';
import type { Language } from '@ico/domain/language';
import { formatBaht } from '@ico/domain/money';
import type { RefundReason } from '@ico/domain/reconciliation';
import { maskAccountNumber } from '@ico/domain/refunds';
import type { InboxMessage } from './decision-messages';

/** Why the money goes back, as the investor reads it. */
const REASON_EN: Record<RefundReason, string> = {
  UNMATCHED_CREDIT: 'we received a transfer from you that no reservation of yours explains',
  EXCESS_PAYMENT: 'you paid more than the amount due for your reservation',
  LATE_PAYMENT: 'your payment arrived after the payment period of your reservation had ended',
  CANCELLED_RESERVATION: 'your reservation was cancelled after your money arrived',
  FUNDING_FAIL: 'the offering did not complete',
};
const REASON_TH: Record<RefundReason, string> = {
  UNMATCHED_CREDIT: 'เราได้รับเงินโอนจากคุณที่ไม่ตรงกับการจองใดของคุณ',
  EXCESS_PAYMENT: 'คุณชำระเงินเกินจำนวนที่ต้องชำระสำหรับการจอง',
  LATE_PAYMENT: 'เงินของคุณเข้ามาหลังจากหมดช่วงเวลาชำระเงินของการจองแล้ว',
  CANCELLED_RESERVATION: 'การจองของคุณถูกยกเลิกหลังจากที่เราได้รับเงินแล้ว',
  FUNDING_FAIL: 'การเสนอขายไม่สำเร็จ',
};

type Context = {
  tokenName: string;
  ticker: string;
  joiningId: number;
  amount: string;
  reason: RefundReason;
  bankCode: string;
  accountNumber: string;
};

const accountLine = (language: Language, ctx: Context) => {
  const bank = findBank(ctx.bankCode)?.name[language] ?? ctx.bankCode;
  return `${bank} ${maskAccountNumber(ctx.accountNumber)}`;
};

/** Told when a second staff member approved the refund (REFUND_PROCESSING): how much, where to, and why. */
export function refundOpenedMessage(language: Language, ctx: Context): InboxMessage {
  const link = `/joining/${ctx.joiningId}`;
  const amount = formatBaht(ctx.amount);
  if (language === 'th') {
    return {
      title: `${ctx.tokenName} (${ctx.ticker}): กำลังดำเนินการคืนเงิน ${amount} บาท`,
      body: [
        `เราจะคืนเงินจำนวน ${amount} บาท เข้าบัญชี ${accountLine(language, ctx)} ซึ่งเป็นบัญชีธนาคารที่คุณลงทะเบียนและได้รับการอนุมัติแล้ว`,
        `เหตุผล: ${REASON_TH[ctx.reason]}`,
        'เราจะแจ้งให้ทราบพร้อมเลขอ้างอิงการโอนเมื่อโอนเงินเรียบร้อย',
        `ดูรายละเอียดได้ที่ ${link}`,
      ].join('\n'),
    };
  }
  return {
    title: `${ctx.tokenName} (${ctx.ticker}): refund of ${amount} THB in progress`,
    body: [
      `We are refunding ${amount} THB to ${accountLine(language, ctx)}, the approved bank account you registered with us.`,
      `Reason: ${REASON_EN[ctx.reason]}.`,
      'We will tell you the transfer reference once the money has been sent.',
      `See the details at ${link}.`,
    ].join('\n'),
  };
}

/** Told when a second staff member approved the refund as done (REFUND_DONE): with the transfer's bank reference. */
export function refundDoneMessage(language: Language, ctx: Context & { bankReference: string }): InboxMessage {
  const link = `/joining/${ctx.joiningId}`;
  const amount = formatBaht(ctx.amount);
  if (language === 'th') {
    return {
      title: `${ctx.tokenName} (${ctx.ticker}): คืนเงิน ${amount} บาท เรียบร้อยแล้ว`,
      body: [
        `เราได้โอนเงินคืนจำนวน ${amount} บาท เข้าบัญชี ${accountLine(language, ctx)} เรียบร้อยแล้ว`,
        `เลขอ้างอิงการโอน: ${ctx.bankReference}`,
        `เหตุผล: ${REASON_TH[ctx.reason]}`,
        'หากยังไม่ได้รับเงินภายใน 2 วันทำการ กรุณาติดต่อเราผ่านแบบฟอร์มสอบถามสมาชิก พร้อมแจ้งเลขอ้างอิงนี้',
        `ดูรายละเอียดได้ที่ ${link}`,
      ].join('\n'),
    };
  }
  return {
    title: `${ctx.tokenName} (${ctx.ticker}): refund of ${amount} THB sent`,
    body: [
      `We have sent the refund of ${amount} THB to ${accountLine(language, ctx)}.`,
      `Transfer reference: ${ctx.bankReference}`,
      `Reason: ${REASON_EN[ctx.reason]}.`,
      'If the money has not reached your account within 2 business days, please contact us through the member inquiry form with this reference.',
      `See the details at ${link}.`,
    ].join('\n'),
  };
}
