import type { Language } from '@ico/domain/language';
import type { JoiningStatus } from '@ico/domain/statuses';
import type { InboxMessage } from './decision-messages';

type Context = { tokenName: string; ticker: string; reason: string | null; joiningId: number };

/** Status names for investors, in each language (also printed on statements). */
export const NAME_EN: Record<JoiningStatus, string> = {
  KNOWLEDGETEST_PASSED: 'knowledge test passed',
  AGREEMENT_CHECKED: 'risk agreement accepted',
  RESERVATION_SCREENING: 'reservation under review',
  RESERVATION_PENDING: 'reservation on hold',
  RESERVATION_CONFIRMED: 'reservation confirmed',
  RESERVATION_REJECTED: 'reservation cancelled',
  WAITING_FOR_PAYMENT: 'waiting for your payment',
  PAYMNENT_SCREENING: 'payment slip under review',
  PAYMNENT_PENDING: 'payment slip needs attention',
  PAYMNENT_CONFIRMED: 'payment confirmed',
  CONTRACT_CONFIRMED: 'contract confirmed',
  TRANSECTION_CONFIRMED: 'tokens delivered',
  REFUND_PROCESSING: 'refund in progress',
  REFUND_DONE: 'refund completed',
  FUNDING_FAIL: 'offering did not complete',
  MONITORING_MODE: 'monitoring',
};

export const NAME_TH: Record<JoiningStatus, string> = {
  KNOWLEDGETEST_PASSED: 'ผ่านแบบทดสอบความรู้',
  AGREEMENT_CHECKED: 'ยอมรับข้อตกลงความเสี่ยงแล้ว',
  RESERVATION_SCREENING: 'การจองอยู่ระหว่างตรวจสอบ',
  RESERVATION_PENDING: 'การจองถูกพักไว้',
  RESERVATION_CONFIRMED: 'ยืนยันการจองแล้ว',
  RESERVATION_REJECTED: 'การจองถูกยกเลิก',
  WAITING_FOR_PAYMENT: 'รอการชำระเงิน',
  PAYMNENT_SCREENING: 'หลักฐานการโอนเงินอยู่ระหว่างตรวจสอบ',
  PAYMNENT_PENDING: 'หลักฐานการโอนเงินต้องแก้ไข',
  PAYMNENT_CONFIRMED: 'ยืนยันการชำระเงินแล้ว',
  CONTRACT_CONFIRMED: 'ยืนยันสัญญาแล้ว',
  TRANSECTION_CONFIRMED: 'ส่งมอบโทเคนแล้ว',
  REFUND_PROCESSING: 'กำลังดำเนินการคืนเงิน',
  REFUND_DONE: 'คืนเงินเรียบร้อยแล้ว',
  FUNDING_FAIL: 'การเสนอขายไม่สำเร็จ',
  MONITORING_MODE: 'ติดตามผล',
};

const NEXT_EN: Partial<Record<JoiningStatus, string>> = {
  RESERVATION_SCREENING: 'Our staff will review your reservation and tell you the outcome.',
  RESERVATION_CONFIRMED: 'Payment instructions follow as soon as the payment period opens.',
  RESERVATION_PENDING: 'Our staff need more time or information; we will contact you.',
  WAITING_FOR_PAYMENT:
    'Please pay the exact amount by PromptPay or bank transfer and upload your payment slip within 3 business days, or the reservation is cancelled.',
  PAYMNENT_SCREENING: 'Thank you. Our staff will check your payment slip.',
  PAYMNENT_PENDING: 'Please upload a clear payment slip again within 3 business days.',
  RESERVATION_REJECTED: 'The reserved amount is released. If you have questions, please use the member inquiry form.',
  FUNDING_FAIL: 'Your payment will be refunded to your registered bank account.',
};

const NEXT_TH: Partial<Record<JoiningStatus, string>> = {
  RESERVATION_SCREENING: 'เจ้าหน้าที่จะตรวจสอบการจองของคุณและแจ้งผลให้ทราบ',
  RESERVATION_CONFIRMED: 'เราจะแจ้งวิธีการชำระเงินเมื่อเปิดช่วงเวลาชำระเงิน',
  RESERVATION_PENDING: 'เจ้าหน้าที่ต้องการเวลาหรือข้อมูลเพิ่มเติม และจะติดต่อคุณ',
  WAITING_FOR_PAYMENT: 'กรุณาชำระเงินตามจำนวนที่จองผ่านพร้อมเพย์หรือโอนเงิน และอัปโหลดหลักฐานการโอนภายใน 3 วันทำการ มิฉะนั้นการจองจะถูกยกเลิก',
  PAYMNENT_SCREENING: 'ขอบคุณ เจ้าหน้าที่จะตรวจสอบหลักฐานการโอนเงินของคุณ',
  PAYMNENT_PENDING: 'กรุณาอัปโหลดหลักฐานการโอนเงินที่ชัดเจนอีกครั้งภายใน 3 วันทำการ',
  RESERVATION_REJECTED: 'จำนวนเงินที่จองได้รับการปล่อยคืนแล้ว หากมีข้อสงสัย กรุณาติดต่อผ่านแบบฟอร์มสอบถามสมาชิก',
  FUNDING_FAIL: 'เราจะคืนเงินเข้าบัญชีธนาคารที่คุณลงทะเบียนไว้',
};

/** The inbox message that tells an investor their joining moved to `status`, in their language. */
export function joiningStatusMessage(language: Language, status: JoiningStatus, ctx: Context): InboxMessage {
  const link = `/joining/${ctx.joiningId}`;
  if (language === 'th') {
    return {
      title: `${ctx.tokenName} (${ctx.ticker}): ${NAME_TH[status]}`,
      body: [
        `สถานะการเข้าร่วมเสนอขาย ${ctx.tokenName} ของคุณเปลี่ยนเป็น "${NAME_TH[status]}"`,
        ...(ctx.reason ? [`เหตุผล: ${ctx.reason}`] : []),
        ...(NEXT_TH[status] ? [NEXT_TH[status]] : []),
        `ดูรายละเอียดได้ที่ ${link}`,
      ].join('\n'),
    };
  }
  return {
    title: `${ctx.tokenName} (${ctx.ticker}): ${NAME_EN[status]}`,
    body: [
      `Your joining of ${ctx.tokenName} is now "${NAME_EN[status]}".`,
      ...(ctx.reason ? [`Reason: ${ctx.reason}`] : []),
      ...(NEXT_EN[status] ? [NEXT_EN[status]] : []),
      `See the details at ${link}.`,
    ].join('\n'),
  };
}

/** The message of a reservation cancelled because no slip arrived within the payment period. */
/** Why a reservation waiting for its slip moved to payment screening: staff found the transfer on the bank statement. */
export function foundOnStatementReason(language: Language): string {
  return language === 'th'
    ? 'พบยอดเงินโอนของคุณในรายการเดินบัญชีของบริษัทแล้ว กำลังตรวจสอบการชำระเงิน'
    : 'Your transfer was found on our bank statement; the payment is being checked.';
}

export function paymentPeriodOverReason(language: Language): string {
  return language === 'th' ? 'ไม่ได้รับหลักฐานการโอนเงินภายใน 3 วันทำการ' : 'No payment slip arrived within 3 business days.';
}
