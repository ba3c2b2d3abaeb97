import type { Language } from '@ico/domain/language';
import type { SCREENING_DECISIONS, ScreenedItem } from '@ico/domain/statuses';
import { VERIFICATION_ROUTE } from '@ico/domain/verification';

export type { ScreenedItem };
export type ScreeningDecision = keyof typeof SCREENING_DECISIONS;
export type InboxMessage = { title: string; body: string };

/** Where an investor asks about a rejected item (spec: the member inquiry form). */
const INQUIRY_PATH = '/member_inquiry/';

const ITEM_NAME: Record<Language, Record<ScreenedItem, string>> = {
  en: {
    detailInfo: 'detail information',
    selfieFile: 'identity documents',
    bankFile: 'bank account document',
    companyFile: 'company documents',
  },
  th: {
    detailInfo: 'ข้อมูลส่วนตัว',
    selfieFile: 'เอกสารยืนยันตัวตน',
    bankFile: 'เอกสารบัญชีธนาคาร',
    companyFile: 'เอกสารบริษัท',
  },
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** English grammar: the files are plural, the detail information and the bank document singular. */
const PLURAL: Record<ScreenedItem, boolean> = { detailInfo: false, selfieFile: true, bankFile: false, companyFile: true };

/**
 * The inbox message that tells an investor the outcome of a screening, in their language: the item, the
 * decision, the staff member's reason when there is one, and what to do next.
 */
export function decisionMessage(language: Language, item: ScreenedItem, decision: ScreeningDecision, reason: string | null): InboxMessage {
  const name = ITEM_NAME[language][item];
  const again = VERIFICATION_ROUTE[item];
  if (language === 'th') {
    const because = reason ? [`เหตุผล: ${reason}`] : [];
    switch (decision) {
      case 'approve':
        return {
          title: `${name}ของคุณได้รับการอนุมัติแล้ว`,
          body: `เจ้าหน้าที่ได้ตรวจสอบและอนุมัติ${name}ของคุณเรียบร้อยแล้ว ขอบคุณที่ยืนยันตัวตนกับเรา`,
        };
      case 'returnForResubmission':
        return {
          title: `กรุณาส่ง${name}อีกครั้ง`,
          body: [`เจ้าหน้าที่ได้ตรวจสอบ${name}ของคุณแล้ว และขอให้คุณแก้ไขแล้วส่งใหม่อีกครั้ง`, ...because, `คุณสามารถส่งข้อมูลใหม่ได้ที่หน้า ${again}`].join('\n'),
        };
      case 'reject':
        return {
          title: `${name}ของคุณไม่ผ่านการอนุมัติ`,
          body: [
            `เจ้าหน้าที่ได้ตรวจสอบ${name}ของคุณแล้ว และไม่สามารถอนุมัติได้`,
            ...because,
            `หากมีข้อสงสัย กรุณาติดต่อเจ้าหน้าที่ผ่านแบบฟอร์มสอบถามสมาชิกที่ ${INQUIRY_PATH}`,
          ].join('\n'),
        };
    }
  }
  const because = reason ? [`Reason: ${reason}`] : [];
  switch (decision) {
    case 'approve':
      return {
        title: `Your ${name} ${PLURAL[item] ? 'have' : 'has'} been approved`,
        body: `Our staff have reviewed and approved your ${name}. Thank you for verifying your account.`,
      };
    case 'returnForResubmission':
      return {
        title: `Please submit your ${name} again`,
        body: [
          `Our staff have reviewed your ${name} and ask you to correct and submit ${PLURAL[item] ? 'them' : 'it'} again.`,
          ...because,
          `You can submit again at ${again}.`,
        ].join('\n'),
      };
    case 'reject':
      return {
        title: `${capitalize(name)}: not approved`,
        body: [
          `Our staff have reviewed your ${name} and could not approve ${PLURAL[item] ? 'them' : 'it'}.`,
          ...because,
          `If you have questions, please contact our support team through the member inquiry form at ${INQUIRY_PATH}.`,
        ].join('\n'),
      };
  }
}

/** The second message after the approval that completed the verification. */
export function promotedMessage(language: Language): InboxMessage {
  return language === 'th'
    ? {
        title: 'คุณเป็นผู้ลงทุนรายย่อยแล้ว',
        body: 'การยืนยันตัวตนของคุณเสร็จสมบูรณ์ ประเภทผู้ลงทุนของบัญชีคุณเปลี่ยนเป็นผู้ลงทุนรายย่อย (Retail investor) แล้ว และคุณจองซื้อโทเคนในการเสนอขายที่เปิดให้ผู้ลงทุนรายย่อยได้',
      }
    : {
        title: 'You are now a retail investor',
        body: 'Your verification is complete. Your investor type is now retail investor, and you can reserve tokens in offerings open to retail investors.',
      };
}
