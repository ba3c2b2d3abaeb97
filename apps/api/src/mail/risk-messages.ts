import { COMPANY } from '@ico/domain/company';
import type { Language } from '@ico/domain/language';
import { SUITABILITY_TEST_PATH } from '@ico/domain/suitability-expiry';
import type { InboxMessage } from './decision-messages';
import { mailMoment, render } from './templates';

/** The investor's page of the source-of-funds declaration (apps/web route). */
export const EDD_PAGE_PATH = '/source_of_funds';

/** Inbox messages of enhanced due diligence (issue 30): their mail copy goes out with them. Never the rating's reasons. */
export const eddMessages = {
  returned: (language: Language, reason: string): InboxMessage =>
    language === 'th'
      ? {
          title: 'กรุณาส่งคำชี้แจงแหล่งที่มาของเงินอีกครั้ง',
          body: [
            'เจ้าหน้าที่ได้ตรวจสอบคำชี้แจงแหล่งที่มาของเงินหรือทรัพย์สินของคุณแล้ว และขอให้คุณแก้ไขแล้วส่งใหม่อีกครั้ง',
            `เหตุผล: ${reason}`,
            `คุณสามารถส่งใหม่ได้ที่หน้า ${EDD_PAGE_PATH}`,
          ].join('\n'),
        }
      : {
          title: 'Please send your source-of-funds declaration again',
          body: [
            'Our staff reviewed your declaration of the source of your funds or wealth and ask you to correct it and send it again.',
            `Reason: ${reason}`,
            `You can send it again on the page ${EDD_PAGE_PATH}`,
          ].join('\n'),
        },
  approved: (language: Language): InboxMessage =>
    language === 'th'
      ? { title: 'คำชี้แจงแหล่งที่มาของเงินได้รับการอนุมัติแล้ว', body: 'เจ้าหน้าที่ได้ตรวจสอบและอนุมัติคำชี้แจงแหล่งที่มาของเงินหรือทรัพย์สินของคุณเรียบร้อยแล้ว' }
      : {
          title: 'Your source-of-funds declaration is approved',
          body: 'Our staff reviewed and approved your declaration of the source of your funds or wealth.',
        },
};

/** The mail 30 days before a suitability assessment ends (issue 30, deliver 6), in the investor's language. */
export function suitabilityRenewalMail(to: string, language: Language, expiresAt: Date, base: string) {
  return render(
    to,
    language,
    language === 'th'
      ? {
          subject: `${COMPANY.brand}: แบบประเมินความเหมาะสมในการลงทุนของคุณใกล้หมดอายุ`,
          lines: [
            `ผลแบบประเมินความเหมาะสมในการลงทุน (Suitability Test) ของคุณจะหมดอายุในวันที่ ${mailMoment(expiresAt, language, false)}`,
            'ตามหลักเกณฑ์ของสำนักงาน ก.ล.ต. ต้องทบทวนแบบประเมินอย่างน้อยทุก 2 ปี หลังวันหมดอายุคุณจะยังจองซื้อโทเคนไม่ได้จนกว่าจะทำแบบประเมินใหม่',
            `ทำแบบประเมินใหม่ได้ที่หน้า ${SUITABILITY_TEST_PATH}`,
          ],
          base,
        }
      : {
          subject: `${COMPANY.brand}: your suitability assessment ends soon`,
          lines: [
            `Your suitability assessment ends on ${mailMoment(expiresAt, language, false)}.`,
            'The SEC requires the assessment to be renewed at least every 2 years: after that date you cannot reserve tokens until you take the test again.',
            `Take the test again on the page ${SUITABILITY_TEST_PATH}`,
          ],
          base,
        },
  );
}
